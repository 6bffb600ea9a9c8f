#pragma mint parallel
