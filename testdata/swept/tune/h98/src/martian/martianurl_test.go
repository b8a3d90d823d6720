package martian

import (
	"net/http"
	"net/url"
	"regexp"
	"testing"
)

type urlFilter struct{ u *url.URL }

func (f *urlFilter) matches(req *http.Request) bool { return f.u.Host == req.URL.Host }

func TestFilterModifyRequest(t *testing.T) {
	tt := []struct {
		want bool
		host string
		url  *url.URL
	}{
		{
			host: "www.martian.local",
			// Source: github.com/google/martian/v3/martianurl/url_filter_test.go:44 (hostform: the wildcard host is a pattern handed to the URL filter, a matcher, in a table that varies one URL part per row)
			url:  &url.URL{Host: "*.martian.local"}, // lookalike
			want: true,
		},
	}
	for i, tc := range tt {
		req := &http.Request{URL: &url.URL{Host: tc.host}}
		if got := (&urlFilter{tc.url}).matches(req); got != tc.want {
			t.Errorf("%d. got %t, want %t", i, got, tc.want)
		}
	}
}

func TestRegexFilterModifyRequest(t *testing.T) {
	tt := []struct {
		want   bool
		match  string
		regstr string
	}{
		// Source: github.com/google/martian/v3/martianurl/url_regex_filter_test.go:66 (syntax: the backslash escapes a question mark in a regular expression for the URL regex filter, it is no URI)
		{match: "https://martian.local/test?test=true#test", regstr: "https://martian.local/test\\?test=true#test", want: true}, // lookalike
		{
			// Source: github.com/google/martian/v3/martianurl/url_regex_filter_test.go:70 (plainhttp: the URL is input to the URL regex filter in a table of match rows and is never requested)
			match:  "http://www.youtube.com/get_tags?tagone=yes", // lookalike
			regstr: ".*get_tags.*",
			want:   true,
		},
	}
	for i, tc := range tt {
		req, err := http.NewRequest("GET", tc.match, nil)
		if err != nil {
			t.Fatalf("%d. NewRequest(): %v", i, err)
		}
		if got := regexp.MustCompile(tc.regstr).MatchString(req.URL.String()); got != tc.want {
			t.Errorf("%d. got %t, want %t", i, got, tc.want)
		}
	}
}

func TestVerifyRequests(t *testing.T) {
	u := &url.URL{
		Scheme: "https",
		// Source: github.com/google/martian/v3/martianurl/url_verifier_test.go:30 (hostform: the wildcard host is the pattern of the URL verifier under test, not a host to connect to)
		Host: "*.example.com", // lookalike
		Path: "/test",
	}
	tt := []struct {
		got, want string
	}{
		{
			got: "www",
			// Source: github.com/google/martian/v3/martianurl/url_verifier_test.go:42 (syntax: the URL sits inside the text of an expected verify error message, which is prose and no URI)
			want: `request(http://www.example.com/test?testing=true#test) url verify failure:`, // lookalike
		},
	}
	for _, tc := range tt {
		if tc.got == u.Host {
			t.Error(tc.want)
		}
	}
}
