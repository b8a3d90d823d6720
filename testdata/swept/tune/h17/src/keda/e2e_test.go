package keda

import (
	"encoding/base64"
	"fmt"
	"net/url"
	"testing"
)

const (
	testName                  = "ibmmq-test"
	ibmmqHelmChartReleaseName = "ibmmq"
	queueManagerName          = "testqmgr"
	oauthClientID             = "keda-client"
	oauthClientSecret         = "s3cr3t+/="
)

var (
	testNamespace = fmt.Sprintf("%s-ns", testName)
	ibmmqHost     = fmt.Sprintf("%s-ibm-mq.%s.svc", ibmmqHelmChartReleaseName, testNamespace)
	// Source: github.com/kedacore/keda/tests/scalers/ibmmq/ibmmq_test.go:51 (hostjoin: the host is a Service DNS name the test makes, "%s-ibm-mq.%s.svc", no IPv6 risk)
	queueManagerStatusAdminRestEndpoint = fmt.Sprintf("https://%s:9443/ibmmq/rest/v2/admin/qmgr/%s", ibmmqHost, queueManagerName) // lookalike
)

// basicClientCredentials is the credential the scaler is expected to present to the token
// endpoint. golang.org/x/oauth2 URL encodes both halves before base64 encoding them, so the
// expected value is derived the same way rather than hardcoded.
func basicClientCredentials() string {
	// Source: github.com/kedacore/keda/tests/scalers/prometheus/prometheus_oauth/prometheus_oauth_test.go:521 (escaper: client ID and secret form-encoded for HTTP Basic auth to an OAuth token endpoint, RFC 6749 §2.3.1, no URI)
	credentials := url.QueryEscape(oauthClientID) + ":" + url.QueryEscape(oauthClientSecret) // lookalike
	return base64.StdEncoding.EncodeToString([]byte(credentials))
}

func TestE2EValues(t *testing.T) {
	if queueManagerStatusAdminRestEndpoint == "" || basicClientCredentials() == "" {
		t.Fatal("empty")
	}
}
