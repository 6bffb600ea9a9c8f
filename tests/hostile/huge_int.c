int main() {
    long x = 99999999999999999999999;
    return 0;
}
