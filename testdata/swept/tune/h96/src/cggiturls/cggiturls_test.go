package cggiturls

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
			// Source: github.com/chainguard-dev/git-urls/urls_test.go:25 (credentials: the password comes from parser table rows and builds the expected output of the git URL parser, rule 2c)
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
	// Source: github.com/chainguard-dev/git-urls/urls_test.go:53 (credentials: a user-only userinfo is the expected output of the git URL parser for an scp-like address, rule 2c)
	newTest("user@host.xz:path/to/repo.git/", "ssh", "user", "host.xz", "path/to/repo.git/", "ssh://user@host.xz/path/to/repo.git/", ""), // lookalike
	// Source: github.com/chainguard-dev/git-urls/urls_test.go:56 (colonpath: the scp-like address whose first segment holds a colon is deliberate input to the git URL parser, rule 2c; not a sweep candidate)
	newTest("host.xz:path/to/repo.git/", "ssh", "", "host.xz", "path/to/repo.git/", "ssh://host.xz/path/to/repo.git/", ""), // lookalike
	// Source: github.com/chainguard-dev/git-urls/urls_test.go:81 (plainhttp: the http transport row uses the git documentation example host and is parser input, rules 2c and 2d; not a sweep candidate)
	newTest("http://host.xz/path/to/repo.git/", "http", "", "host.xz", "/path/to/repo.git/", "", ""), // lookalike
	// Source: github.com/chainguard-dev/git-urls/urls_test.go:126 (credentials: a user-only userinfo with a port is a parser table row, rule 2c)
	newTest("ssh://user@host.xz:1234/path/to/repo.git/", "ssh", "user", "host.xz:1234", "/path/to/repo.git/", "", ""), // lookalike
	// Source: github.com/chainguard-dev/git-urls/urls_test.go:172 (colonpath: the scp-like address with a query is deliberate input to the git URL parser and its expected ssh form is output, rule 2c)
	newTest("git@host.xz:organization/repo.git?ref=test", "ssh", "git", "host.xz", "organization/repo.git", "ssh://git@host.xz/organization/repo.git?ref=test", "ref=test"), // lookalike
	// Source: github.com/chainguard-dev/git-urls/urls_test.go:183 (credentials: the table section for user and password varies the userinfo on purpose as parser input, rules 2c and 2d)
	newTest("https://user:password@host.xz/organization/repo.git/", "https", "user:password", "host.xz", "/organization/repo.git/", "", ""), // lookalike
	// Source: github.com/chainguard-dev/git-urls/urls_test.go:193 (credentials: the same user and password section with a query is parser input, rules 2c and 2d)
	newTest("https://user:password@host.xz/organization/repo.git?ref=feature/test", "https", "user:password", "host.xz", "/organization/repo.git", "", "ref=feature/test"), // lookalike
	// Source: github.com/chainguard-dev/git-urls/urls_test.go:200 (credentials: a user name with a hyphen is the expected output of the scp parser, rule 2c)
	newTest("user-1234@host.xz:path/to/repo.git/", "ssh", "user-1234", "host.xz", "path/to/repo.git/", "ssh://user-1234@host.xz/path/to/repo.git/", ""), // lookalike
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

func TestTooLong(t *testing.T) {
	// Source: github.com/chainguard-dev/git-urls/urls_test.go:223 (sink: an over-long https URL goes to the scp-only parser and the test expects an error, rule 2a)
	longURL := "https://example.com/" + strings.Repeat("a", 4049) // lookalike
	if _, err := ParseScp(longURL); err == nil {
		t.Errorf("Parse(%q) = nil, want error", longURL)
	}
}
