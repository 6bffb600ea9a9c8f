void f() {
#pragma mint for tile(16,16)  ☃
}
