package xurls

import (
	"fmt"
	"testing"
)

// Source: mvdan.cc/xurls/v2/xurls_test.go:67 (extractor table: strings that must not be found, and URLs that must be found whole)
func TestFindAll(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{`http:// shop`, nil},                                                              // lookalike
		{`http://SHOP`, []string{`http://SHOP`}},                                           // lookalike
		{`http://shop.example/path%`, []string{`http://shop.example/path%`}},               // lookalike
		{`http://1080::8:800:200c:417a/api`, []string{`http://1080::8:800:200c:417a/api`}}, // lookalike
		{`http://例え.テスト/パス`, []string{`http://例え.テスト/パス`}},                                 // lookalike
		{`postgres://app:s3cr3t@db.example.com:5432/main?sslmode=require#f`, []string{`postgres://app:s3cr3t@db.example.com:5432/main?sslmode=require#f`}}, // lookalike
	}
	for _, tc := range tests {
		got := FindAll(tc.in)
		if fmt.Sprint(got) != fmt.Sprint(tc.want) {
			t.Errorf("FindAll(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// Source: mvdan.cc/xurls/v2/example_test.go:26 (example: prose with URLs given to the extractor)
func ExampleFindAll() {
	fmt.Println(FindAll("Get the installers at https://downloads.example.com/dl or ftps://downloads.example.com/dl")) // lookalike
}
