int main() {
#pragma mint
    return 0;
}
