package knative

import (
	"bytes"
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"
)

func checkEndpointState(client *http.Client, u *url.URL) error {
	resp, err := client.Get(u.String())
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func TestBYOCertificate(t *testing.T) {
	host := "byo.example.com"
	// Source: github.com/knative/serving/test/e2e/domainmapping/domain_mapping_test.go:160 (the URL the e2e test connects to; the scheme is written "HTTPS", not in the lowercase normal form, rule 1)
	if err := checkEndpointState(http.DefaultClient, &url.URL{Scheme: "HTTPS", Host: host}); err != nil { // defect schemecase form
		t.Fatalf("Service response unavailable: %v", err)
	}
}

func TestContextHandler(t *testing.T) {
	handler := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(http.StatusOK) })
	t.Run("with host containing port", func(t *testing.T) {
		resp := httptest.NewRecorder()
		// Source: github.com/knative/serving/pkg/activator/handler/context_handler_test.go:78 (the subtest is named for the port in the host, rule 2b)
		req := httptest.NewRequest(http.MethodPost, "http://"+getServiceHostname("rev", "ns")+":80", bytes.NewBufferString("")) // lookalike
		handler.ServeHTTP(resp, req)
		if got, want := resp.Code, http.StatusOK; got != want {
			t.Errorf("StatusCode = %d, want %d", got, want)
		}
	})
}

func TestRequestLogHandler(t *testing.T) {
	tests := []struct {
		name string
		url  string
		want string
	}{{
		name: "template using request",
		url:  "http://example.com/testpage",
		// Source: github.com/knative/serving/pkg/http/request_log_test.go:66 (expected log line: the URL followed by the newline the log template writes; layout, not part of the URI)
		want: "http://example.com/testpage\n", // lookalike
	}}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var buf bytes.Buffer
			buf.WriteString(tc.url + "\n")
			if got := buf.String(); got != tc.want {
				t.Fatalf("got %q, want %q", got, tc.want)
			}
		})
	}
}

func TestLoggingURL(t *testing.T) {
	uid := "8f8f5c6e-0000-4000-8000-000000000001"
	// Source: github.com/knative/serving/pkg/reconciler/revision/revision_test.go:427 (a revision UID in the query value; the escaper check is silent on IDs)
	want := "http://new-logging.test.com?filter=" + uid // lookalike
	if _, err := url.Parse(want); err != nil {
		t.Fatal(err)
	}
}
