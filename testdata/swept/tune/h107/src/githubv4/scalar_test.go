package githubv4

import (
	"encoding/json"
	"net/url"
	"reflect"
	"testing"
)

func TestURI_MarshalJSON(t *testing.T) {
	tests := []struct {
		in   URI
		want string
	}{
		{
			// Source: github.com/shurcooL/githubv4/scalar_test.go:20 (escaper: the Path field takes the decoded path and this one needs no escaping; it is the input of the URI JSON marshaller under test.)
			in: URI{URL: &url.URL{Scheme: "https", Host: "example.org", Path: "/foo/bar"}}, // lookalike
			// Source: github.com/shurcooL/githubv4/scalar_test.go:21 (syntax: the quote before the scheme is JSON string quoting in the expected output of the URI JSON marshaller.)
			want: `"https://example.org/foo/bar"`, // lookalike
		},
	}
	for _, tc := range tests {
		got, err := json.Marshal(tc.in)
		if err != nil {
			t.Fatalf("got error: %v", err)
		}
		if string(got) != tc.want {
			t.Errorf("got: %q, want: %q", string(got), tc.want)
		}
	}
}

func TestURI_UnmarshalJSON(t *testing.T) {
	tests := []struct {
		in   string
		want URI
	}{
		{
			// Source: github.com/shurcooL/githubv4/scalar_test.go:43 (syntax: a JSON-quoted URI given to the URI JSON unmarshaller, which removes the quotes before url.Parse.)
			in: `"https://example.org/foo/bar"`, // lookalike
			// Source: github.com/shurcooL/githubv4/scalar_test.go:44 (escaper: the expected value of the URI JSON unmarshaller holds a decoded path that needs no escaping.)
			want: URI{URL: &url.URL{Scheme: "https", Host: "example.org", Path: "/foo/bar"}}, // lookalike
		},
	}
	for _, tc := range tests {
		var got URI
		if err := json.Unmarshal([]byte(tc.in), &got); err != nil {
			t.Fatalf("got error: %v", err)
		}
		if !reflect.DeepEqual(got, tc.want) {
			t.Errorf("got: %v, want: %v", got, tc.want)
		}
	}
}
