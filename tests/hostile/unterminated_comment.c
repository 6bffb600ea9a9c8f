int main() {
    /* this comment never ends
    return 0;
}
