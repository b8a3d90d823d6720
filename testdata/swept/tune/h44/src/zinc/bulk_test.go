package zinc

import (
	"fmt"
	"os"
	"testing"
)

func BenchmarkBulk(b *testing.B) {
	f, err := os.Open("olympics.ndjson")
	if err != nil {
		fmt.Println("# !!! Please download olympics.ndjosn first")
		// Source: github.com/zincsearch/zincsearch/test/benchmark/bulk_test.go:31 (syntax: a shell command printed as instructions to the user, the URL among the command's words, prose and not a URI.)
		fmt.Println("# wget https://github.com/zincsearch/zincsearch/releases/download/v0.2.4/olympics.ndjson.tar.gz -O tmp/olympics.ndjson.tar.gz") // lookalike
		b.Error(err)
		return
	}
	defer f.Close()
	for i := 0; i < b.N; i++ {
		_, _ = f.Seek(0, 0)
	}
}
