package oci

import (
	"net/http"
	"net/url"
	"strings"
	"testing"
)

func TestClient_prepareRequestRejectsInvalidHostComponents(t *testing.T) {
	invalidHosts := []string{
		// Source: github.com/oracle/oci-go-sdk/v65/common/client_test.go:184 (hostform: a row of the invalidHosts table, with the single-label host foo and a path, that prepareRequest must reject, checked with an error assertion.)
		"https://foo/bar.objectstorage.us-phoenix-1.oci.customer-oci.com", // lookalike
		// Source: github.com/oracle/oci-go-sdk/v65/common/client_test.go:187 (credentials: a row of the invalidHosts table with userinfo that prepareRequest must reject.)
		"https://foo@objectstorage.us-phoenix-1.oci.customer-oci.com", // lookalike
		// Source: github.com/oracle/oci-go-sdk/v65/common/client_test.go:188 (sink: a row of the invalidHosts table with a scheme the client cannot use, which must be rejected.)
		"file://https-objectstorage.us-phoenix-1.oci.customer-oci.com", // lookalike
	}
	for _, host := range invalidHosts {
		c := BaseClient{Host: host}
		request := http.Request{URL: &url.URL{Path: "somepath"}}
		if err := c.prepareRequest(&request); err == nil {
			t.Errorf("%s: expected an error", host)
		}
	}
}

// Source: github.com/oracle/oci-go-sdk/v65/common/client_test.go:167 (plainhttp: a test host name that the request is only prepared for, never sent.)
func TestClient_prepareRequestSetScheme(t *testing.T) {
	c := BaseClient{Host: "http://somehost:9000", BasePath: "basePath"} // lookalike
	request := http.Request{URL: &url.URL{Path: "somepath"}}
	if err := c.prepareRequest(&request); err != nil || request.URL.Scheme != "http" {
		t.Errorf("scheme = %q, %v", request.URL.Scheme, err)
	}
}

func fillEndpointTemplate(template, namespace, region string, dualStack bool) string {
	ns := ""
	if namespace != "" {
		ns = namespace + "."
	}
	ds := ""
	if dualStack {
		ds = "ds."
	}
	e := strings.Replace(template, "{namespaceName+Dot}", ns, -1)
	e = strings.Replace(e, "{dualStack?ds.:}", ds, -1)
	return strings.Replace(e, "{region}", region, -1)
}

func TestUpdateEndpointTemplateForOptions(t *testing.T) {
	// Source: github.com/oracle/oci-go-sdk/v65/common/common_test.go:751 (syntax: an endpoint template with optional-part braces that the code under test fills in, not a URI.)
	templateMultipleParams := "https://random.{namespaceName+Dot}stuff.{dualStack?ds.:}objectstorage.{region}.oci.oraclegovcloud.com" // lookalike
	// Source: github.com/oracle/oci-go-sdk/v65/common/common_test.go:757 (hostcase: the expected value of the endpoint-building code has an uppercase host label from the namespace; a URI builder's expected output is a working value.)
	noDualStackParamEndpoint := "https://random.myNamespace.stuff.objectstorage.us-langley-1.oci.oraclegovcloud.com" // defect hostcase form
	// Source: github.com/oracle/oci-go-sdk/v65/common/common_test.go:759 (hostcase: the dual-stack expected endpoint carries the same uppercase namespace label in its host.)
	dualStackParamEndpoint := "https://random.myNamespace.stuff.ds.objectstorage.us-langley-1.oci.oraclegovcloud.com" // defect hostcase form

	if got := fillEndpointTemplate(templateMultipleParams, "myNamespace", "us-langley-1", false); got != noDualStackParamEndpoint {
		t.Errorf("got %q", got)
	}
	if got := fillEndpointTemplate(templateMultipleParams, "myNamespace", "us-langley-1", true); got != dualStackParamEndpoint {
		t.Errorf("got %q", got)
	}
}

func TestEndpointForTemplate(t *testing.T) {
	tests := []struct {
		endpointTemplate string
		expected         string
	}{
		// Source: github.com/oracle/oci-go-sdk/v65/common/common_test.go:164 (syntax: a template row of a table of endpoint templates, the braces are filled by the code under test.)
		{endpointTemplate: "https://foo.{region}.bar.com", expected: "https://foo.us-phoenix-1.bar.com"}, // lookalike
	}
	for _, tt := range tests {
		if got := strings.Replace(tt.endpointTemplate, "{region}", "us-phoenix-1", 1); got != tt.expected {
			t.Errorf("got %q, want %q", got, tt.expected)
		}
	}
}

// Source: github.com/oracle/oci-go-sdk/v65/common/log_test.go:102 (credentials: input to the log redactor whose test checks that query parameters named like secrets in free text are left alone.)
func TestRedactSensitiveStringForLogs_DoesNotRedactQueryParameters(t *testing.T) {
	value := "GET https://example.com/path?mediaAssetId=asset&token=token-value&client_secret=client-secret" // lookalike
	if got := RedactSensitiveStringForLogs(value); got != value {
		t.Errorf("got %q", got)
	}
}

// Source: github.com/oracle/oci-go-sdk/v65/common/log_test.go:110 (credentials: a serialized logger object given to the redactor whose test checks a password query value outside header fields is kept.)
func TestRedactSensitiveStringForLogs_DoesNotRedactNonHeaderFields(t *testing.T) {
	value := `{"errorObject":{"requestEndpoint":"GET https://example.com/path?password=password-value"}}` // lookalike
	if got := RedactSensitiveStringForLogs(value); got != value {
		t.Errorf("got %q", got)
	}
}

// Source: github.com/oracle/oci-go-sdk/v65/common/http_signer_test.go:27 (percent: uppercase escapes of a colon and a space in a query value, both of which must stay encoded.)
const testURL = "https://iaas.us-phoenix-1.oraclecloud.com/20160918/instances?availabilityDomain=Pjwf%3A%20PHX-AD-1&displayName=TeamXInstances" // lookalike

func TestSigningRequestQuery(t *testing.T) {
	req, err := http.NewRequest(http.MethodGet, testURL, nil)
	if err != nil {
		t.Fatal(err)
	}
	if req.URL.Query().Get("availabilityDomain") != "Pjwf: PHX-AD-1" {
		t.Errorf("query = %q", req.URL.RawQuery)
	}
}

// Source: github.com/oracle/oci-go-sdk/v65/common/auth/resource_principal_key_provider_test.go:116 (hostform: a single-label fake endpoint that a fake HTTP caller answers.)
const rpstEndpoint = "https://identity/101010/v1/rpstEndpoint" // lookalike

func TestRpstEndpointHost(t *testing.T) {
	host, err := rpSessionHost(&[]string{rpstEndpoint}[0], "")
	if err != nil || host == "" {
		t.Errorf("host = %q, %v", host, err)
	}
}

// Source: github.com/oracle/oci-go-sdk/v65/common/auth/resource_principals_v1_test.go:93 (hostform: a single-label fake host for a client whose HTTP caller is a fake.)
func TestResourcePrincipalTokenClientHost(t *testing.T) {
	c := BaseClient{BasePath: "/some/path"}
	c.Host = "https://somehost" // lookalike
	if c.Endpoint() != c.Host {
		t.Errorf("endpoint = %q", c.Endpoint())
	}
}

// Source: github.com/oracle/oci-go-sdk/v65/common/auth/federation_client_test.go:1050 (plainhttp: a localhost auth client whose transport is a round tripper returning no response.)
func TestTokenExchangeFederationClient_NilDomainResponse(t *testing.T) {
	c := BaseClient{Host: "http://localhost", BasePath: "/token"} // lookalike
	request := http.Request{URL: &url.URL{Path: "x"}}
	if err := c.prepareRequest(&request); err != nil {
		t.Fatal(err)
	}
}
