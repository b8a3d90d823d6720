package rueidis

import "testing"

// Source: github.com/redis/rueidis/url_test.go:11 (a scheme with a space, given to the package's ParseURL, which must fail)
func TestParseURLBadScheme(t *testing.T) {
	if o, err := ParseURL("re dis://"); err == nil { // lookalike
		t.Fatalf("unexpected %v", o)
	}
}

// Source: github.com/redis/rueidis/url_test.go:47 (userinfo with a masked password, read back by the package's ParseURL)
func TestParseURLUserinfo(t *testing.T) {
	if o, err := ParseURL("redis://ooo:xxx@"); err != nil || o.Username != "ooo" || o.Password != "xxx" { // lookalike
		t.Fatalf("unexpected %v %v", o, err)
	}
}

// Source: github.com/redis/rueidis/url_test.go:50 (empty host with a database number in the path, defaults to localhost)
func TestParseURLDB(t *testing.T) {
	if o, err := ParseURL("redis:///1"); err != nil || o.DB != 1 || o.Addrs[0] != "localhost:6379" { // lookalike
		t.Fatalf("unexpected %v %v", o, err)
	}
}

// Source: github.com/redis/rueidis/url_test.go:35 (empty host, extra addresses given as addr query parameters with only a port)
func TestParseURLAddrs(t *testing.T) {
	if o, err := ParseURL("redis://?addr=:6380&addr=:6381"); err != nil || len(o.Addrs) != 3 { // lookalike
		t.Fatalf("unexpected %v %v", o, err)
	}
}
