package hcp

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"
)

type awsMock struct {
	t        *testing.T
	rolename string
}

func (aws *awsMock) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	switch p := r.URL.Path; p {
	// Source: github.com/hashicorp/hcp-sdk-go/auth/workload/aws_test.go:305 (escaper: a mock metadata server compares the test's own role name with the decoded r.URL.Path, so no escaper belongs there)
	case fmt.Sprintf("/latest/meta-data/iam/security-credentials/%s", aws.rolename): // lookalike
		_, _ = w.Write([]byte("{}"))
	default:
		aws.t.Errorf("unexpected path %q", p)
	}
}

func TestProvider_Token_EnvVar(t *testing.T) {
	pname := "iam/project/123/service-principal/bar/workload-identity-provider/baz"
	ts := httptest.NewTLSServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		// Source: github.com/hashicorp/hcp-sdk-go/auth/workload/provider_test.go:98 (escaper: the expected value is compared with the decoded r.URL.Path, so the raw resource name is right)
		if want := fmt.Sprintf("/2019-12-10/%s/exchange-token", pname); want != r.URL.Path { // lookalike
			t.Errorf("path = %q", r.URL.Path)
		}
	}))
	defer ts.Close()
	_ = &awsMock{t: t, rolename: "role"}
}

func TestProvider_Token_AWS(t *testing.T) {
	pname := "iam/project/123/service-principal/bar/workload-identity-provider/baz"
	ts := httptest.NewTLSServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		// Source: github.com/hashicorp/hcp-sdk-go/auth/workload/provider_test.go:152 (escaper: same decoded-path comparison in the AWS variant of the test, raw name is right)
		if want := fmt.Sprintf("/2019-12-10/%s/exchange-token", pname); want != r.URL.Path { // lookalike
			t.Errorf("path = %q", r.URL.Path)
		}
	}))
	defer ts.Close()
}
