package sourcecontroller

import (
	"fmt"
	"net"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"
)

func TestSASURL(t *testing.T) {
	tests := []struct {
		name     string
		endpoint string
		token    string
		want     string
	}{
		{
			name: "valid token",
			// Source: github.com/fluxcd/source-controller/internal/bucket/azure/blob_test.go:408 (storage endpoint with an uppercase letter in the host, input of the SAS URL builder)
			endpoint: "https://storeAccount.blob.cloud.example.com", // defect hostcase form
			token:    "sv=2020-08-04&ss=bfqt&sig=abcd",
			// Source: github.com/fluxcd/source-controller/internal/bucket/azure/blob_test.go:414 (expected URL of the builder keeps the uppercase host)
			want: "https://storeAccount.blob.cloud.example.com?sig=abcd&ss=bfqt&sv=2020-08-04", // defect hostcase form
		},
	}
	for _, tt := range tests {
		got, err := sasURL(tt.endpoint, tt.token)
		if err != nil {
			t.Fatal(err)
		}
		if got != tt.want {
			t.Errorf("%s: got %q want %q", tt.name, got, tt.want)
		}
	}
}

func TestSASURLParseError(t *testing.T) {
	// Source: github.com/fluxcd/source-controller/internal/bucket/azure/blob_test.go:843 (leading space on purpose, the test expects a parse error)
	_, err := sasURL(" https://store.example.com", "sv=1") // lookalike
	if err == nil {
		t.Fatal("expected an error")
	}
}

func TestNormalizeRepoURL(t *testing.T) {
	tests := []struct {
		name, url, want string
	}{
		// Source: github.com/fluxcd/source-controller/internal/helm/repository/utils_test.go:44 (double slash as input of the normaliser)
		{name: "double slash", url: "http://charts.example.com//", want: "http://charts.example.com/"}, // lookalike
	}
	for _, tt := range tests {
		got, err := normalizeRepoURL(tt.url)
		if err != nil || got != tt.want {
			t.Errorf("%s: got %q, %v", tt.name, got, err)
		}
	}
}

func TestStripQuery(t *testing.T) {
	tests := []struct {
		name, in, want string
	}{
		{name: "URL with query string", in: "https://files.example.com/c/index.yaml?sig=abc", want: "https://files.example.com/c/index.yaml"},
		// Source: github.com/fluxcd/source-controller/internal/error/sanitized_test.go:86 (row with the default port, input of the query stripper)
		{name: "URL with query string and port", in: "https://files.example.com:443/c/index.yaml?sig=abc", want: "https://files.example.com:443/c/index.yaml"}, // lookalike
	}
	for _, tt := range tests {
		if got := stripQuery(tt.in); got != tt.want {
			t.Errorf("%s: got %q", tt.name, got)
		}
	}
}

func TestRedactedError(t *testing.T) {
	srv := "http://127.0.0.1:8080"
	// Source: github.com/fluxcd/source-controller/internal/controller/helmrepository_controller_test.go:1180 (credentials inserted to check that the error message redacts them)
	repo := strings.Replace(srv, "http://", "http://user:s3cr3t@", 1) // lookalike
	u, _ := url.Parse(repo)
	if strings.Contains(u.Redacted(), "s3cr3t") {
		t.Fatal("password not redacted")
	}
}

func TestMockServer(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Skip(err)
	}
	defer ln.Close()
	go http.Serve(ln, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {}))
	// Source: github.com/fluxcd/source-controller/internal/bucket/azure/blob_test.go:55 (format string, host:port of a test listener)
	endpoint := fmt.Sprintf("http://%s", ln.Addr().String()) // lookalike
	if _, err := http.Get(endpoint); err != nil {
		t.Fatal(err)
	}
}

func TestIssuerMatch(t *testing.T) {
	// Source: github.com/fluxcd/source-controller/internal/controller/helmchart_controller_test.go:2818 (OIDC issuer regexp)
	re := regexp.MustCompile("^https://token.actions.example.com$") // lookalike
	if !re.MatchString("https://token.actions.example.com") {
		t.Fatal("no match")
	}
}

type chartDep struct{ Repository string }

func resolveDep(d chartDep) error {
	u, err := url.Parse(d.Repository)
	if err != nil {
		return err
	}
	if u.Scheme == "file" && strings.HasPrefix(u.Host, "..") {
		return fmt.Errorf("no chart found at %q", u.Path)
	}
	return nil
}

func TestInvalidLocalDependency(t *testing.T) {
	// Source: github.com/fluxcd/source-controller/internal/helm/chart/dependency_manager_test.go:340 (relative file URL named invalid, the test expects an error)
	err := resolveDep(chartDep{Repository: "file://../../../absolutely/invalid"}) // lookalike
	if err == nil {
		t.Fatal("expected an error")
	}
}

type helmRepoSpec struct{ URL string }

func TestStallingOnInvalidURL(t *testing.T) {
	spec := helmRepoSpec{}
	// Source: github.com/fluxcd/source-controller/internal/controller/helmchart_controller_test.go:214 (URL commented as invalid, reconcile must stall)
	spec.URL = "https://unsupported/foo://" // Invalid URL // lookalike
	if _, err := url.Parse(spec.URL); err != nil {
		t.Log(err)
	}
}
