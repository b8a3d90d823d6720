package signalfx

import (
	"context"
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestDirectoryRequestPath(t *testing.T) {
	valid := []struct {
		name, path, want string
	}{
		// Source: github.com/signalfx/signalfx-go/directory_test.go:38 (escaper: expected output of the directory path builder, whose job is the service's plus-for-space spelling; rules 2c and 2d)
		{name: "spaces and at sign", path: "~users/user@example.com/My Dashboards", want: "/v2/directory/~users/user%40example.com/My+Dashboards"}, // lookalike
	}
	for _, tc := range valid {
		got, err := directoryRequestPath(tc.path)
		if err != nil || got != tc.want {
			t.Errorf("%s: got %q, %v; want %q", tc.name, got, err, tc.want)
		}
	}

	invalid := []struct {
		name, path string
	}{
		// Source: github.com/signalfx/signalfx-go/directory_test.go:84 (dotsegment: a row of the invalid-path table that the test expects to be rejected; rules 2a and 2d)
		{name: "dot dot segment", path: "team/../dashboards"}, // lookalike
		// Source: github.com/signalfx/signalfx-go/directory_test.go:85 (syntax: a lone percent sign in a row of the invalid-path table that the test expects to be rejected; rules 2a and 2d)
		{name: "percent", path: "team/100%"}, // lookalike
	}
	for _, tc := range invalid {
		if _, err := directoryRequestPath(tc.path); err == nil {
			t.Errorf("%s: expected an error", tc.name)
		}
	}
}

func TestGetDirectoryEntryWithBasePrefix(t *testing.T) {
	mux := http.NewServeMux()
	server := httptest.NewServer(mux)
	defer server.Close()
	// Source: github.com/signalfx/signalfx-go/directory_test.go:123 (baseslash: the base URL ends with a slash and the client keeps its path when it appends the request path)
	client, _ := NewClient("token", APIUrl(server.URL+"/extra/path/")) // lookalike
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		// Source: github.com/signalfx/signalfx-go/directory_test.go:127 (baseslash: the expected request target keeps the base path in front of the API path)
		if want := "/extra/path/v2/directory/team/dashboards"; r.RequestURI != want { // lookalike
			t.Errorf("RequestURI = %q, want %q", r.RequestURI, want)
		}
	})
	if err := client.GetDirectoryEntry(context.Background(), "team/dashboards"); err != nil {
		t.Fatal(err)
	}
}
