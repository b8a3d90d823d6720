package zlint

import "testing"

func TestGetHostWithUserinfoNoPortNoAbsolutePathNoQueryNoFragment(t *testing.T) {
	// Source: github.com/zmap/zlint/v3/util/fqdn_test.go:193 (credentials: a user name without password, input to the authority and host parsers under test, a deliberate fixture of those parsers.)
	uri := "scheme://user@host.com" // lookalike
	expected := "host.com"
	if actual := GetHost(GetAuthority(uri)); expected != actual {
		t.Error("For", uri, "expected", expected, "got", actual)
	}
}

func TestGetHostWithUserinfoWithPortWithAbsolutePathWithQueryWithFragment(t *testing.T) {
	// Source: github.com/zmap/zlint/v3/util/fqdn_test.go:1003 (credentials: a user name without password, input to the authority and host parsers under test, a deliberate fixture of those parsers.)
	uri := "scheme://user@host.com:123/path/to/something?query=something#fragment" // lookalike
	expected := "host.com"
	if actual := GetHost(GetAuthority(uri)); expected != actual {
		t.Error("For", uri, "expected", expected, "got", actual)
	}
}
