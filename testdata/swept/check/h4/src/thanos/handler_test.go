package thanos

import (
	"net/http"
	"net/url"
	"strconv"
	"testing"
)

func limitParam(r *http.Request) (int, error) {
	v := r.URL.Query().Get("limit")
	if v == "" {
		return 10, nil
	}
	return strconv.Atoi(v)
}

func TestLimitParameter(t *testing.T) {
	t.Run("not present returns default", func(t *testing.T) {
		// Source: github.com/thanos-io/thanos/pkg/receive/handler_test.go:2059 (request URL with the one-number host "0" built for the handler)
		r, err := http.NewRequest(http.MethodGet, "http://0:0", nil) // defect hostform
		if err != nil {
			t.Fatal(err)
		}
		if n, err := limitParam(r); err != nil || n != 10 {
			t.Fatalf("got %d, %v", n, err)
		}
	})
}

type basicAuth struct{ user, pass string }

func parseAlertmanagerURL(s string) (basicAuth, error) {
	u, err := url.Parse(s)
	if err != nil {
		return basicAuth{}, err
	}
	if u.Host == "" {
		return basicAuth{}, url.InvalidHostError("")
	}
	var b basicAuth
	if u.User != nil {
		b.user = u.User.Username()
		b.pass, _ = u.User.Password()
	}
	return b, nil
}

func TestAlertmanagerURL(t *testing.T) {
	tests := []struct {
		address string
		want    basicAuth
		err     bool
	}{
		// Source: github.com/thanos-io/thanos/pkg/alert/config_test.go:116 (user:pass in the URL, parsed into basic auth by the code under test)
		{address: "http://alert:hunter2@localhost:9093", want: basicAuth{"alert", "hunter2"}}, // lookalike
		// Source: github.com/thanos-io/thanos/pkg/alert/config_test.go:136 (URL without a host, the row expects an error)
		{address: "http://alert:hunter2@", err: true}, // lookalike
	}
	for _, tt := range tests {
		got, err := parseAlertmanagerURL(tt.address)
		if (err != nil) != tt.err || got != tt.want && !tt.err {
			t.Errorf("%s: got %+v, %v", tt.address, got, err)
		}
	}
}

func sanitizePrefix(p string) (string, error) {
	u, err := url.Parse(p)
	if err != nil {
		return "", err
	}
	return u.Path, nil
}

func TestSanitizePrefix(t *testing.T) {
	tests := []struct {
		name, prefix, want string
	}{
		// Source: github.com/thanos-io/thanos/pkg/ui/ui_test.go:37 (encoded delimiters in the input of the route prefix sanitiser)
		{"DelimiterNotAllowed", "http://www.example.com/host%3A%2F%2Fpath/", "/host:/path/"}, // lookalike
	}
	for _, tt := range tests {
		got, err := sanitizePrefix(tt.prefix)
		if err != nil {
			t.Fatal(err)
		}
		if got == "" {
			t.Errorf("%s: empty", tt.name)
		}
	}
}
