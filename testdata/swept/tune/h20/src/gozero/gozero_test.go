package gozero

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"
)

type Config struct {
	Name        string
	Endpoint    string
	Batcher     string
	OtlpHeaders map[string]string
}

func TestStartAgent(t *testing.T) {
	c4 := Config{
		Name:     "otlpgrpc",
		Endpoint: "localhost:4317",
		Batcher:  "otlpgrpc",
		OtlpHeaders: map[string]string{
			// Source: github.com/zeromicro/go-zero/core/trace/agent_test.go:44 (credentials: a token as user name with no password, which the check leaves alone)
			"uptrace-dsn": "http://project2_secret_token@localhost:14317/2", // lookalike
		},
	}
	_ = c4
}

type form struct {
	Dev string `form:"dev"`
}

func parse(r *http.Request, v *form) error {
	v.Dev = r.URL.Query().Get("dev")
	return nil
}

func TestParseWithEscapedParams(t *testing.T) {
	t.Run("escaped", func(t *testing.T) {
		var v form
		// Source: github.com/zeromicro/go-zero/rest/httpx/requests_test.go:727 (percent: lowercase %5f of an unreserved '_' in a test named for escaped params, rule 2b)
		r := httptest.NewRequest(http.MethodGet, "http://127.0.0.1/api/v2/dev/test?dev=se205%5fy1205%5fj109%26verRelease=v01%26iid1=863494061186673%26iid2=863494061186681%26mcc=636%26mnc=1", http.NoBody) // lookalike
		if err := parse(r, &v); err != nil {
			t.Fatal(err)
		}
		if v.Dev != "se205_y1205_j109&verRelease=v01&iid1=863494061186673&iid2=863494061186681&mcc=636&mnc=1" {
			t.Fatal(v.Dev)
		}
	})
}

type Service struct {
	Namespace string
	Name      string
	Port      int
}

func ParseTarget(target *url.URL) (Service, error) {
	return Service{Name: target.Path}, nil
}

func TestParseTarget(t *testing.T) {
	tests := []struct {
		name   string
		input  string
		expect Service
	}{
		{
			name: "normal case",
			// Source: github.com/zeromicro/go-zero/zrpc/resolver/internal/kube/targetparser_test.go:29 (hostform: empty authority of a gRPC k8s target, input of the package's target parser, rule 2c)
			input:  "k8s:///my-svc:8080", // lookalike
			expect: Service{Name: "my-svc", Port: 8080},
		},
	}
	for _, test := range tests {
		t.Run(test.name, func(t *testing.T) {
			uri, err := url.Parse(test.input)
			if err != nil {
				t.Fatal(err)
			}
			_, _ = ParseTarget(uri)
		})
	}
}
