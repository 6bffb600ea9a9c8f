#pragma mint parallel
int main() {
    return 0;
}
