package saml

import (
	"encoding/xml"
	"errors"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
)

func validateIssuer(issuer, want string) error {
	if issuer == "" {
		return errors.New(want)
	}
	return nil
}

func TestAssertionWithoutIssuer(t *testing.T) {
	// Source: github.com/crewjam/saml/assertion_shape_test.go:91 (syntax: the URI is quoted inside the expected error text, prose rather than a URI; uniform sample, every 20th of about 380 saml look-alike candidates.)
	want := `issuer is not "https://idp.example.com/"` // lookalike
	if err := validateIssuer("", want); err == nil || err.Error() != want {
		t.Fatal(err)
	}
}

func parseXML(t *testing.T, doc string) {
	t.Helper()
	var v struct{}
	if err := xml.Unmarshal([]byte(doc), &v); err != nil {
		t.Fatal(err)
	}
}

func TestElementToBytesArtifactResponseInSOAPEnvelope(t *testing.T) {
	// Source: github.com/crewjam/saml/element_to_bytes_test.go:75 (plainhttp: the SOAP envelope namespace name is an XML identifier, never fetched; uniform sample, every 20th of about 380 saml look-alike candidates.)
	const envelope = `<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body/></soap:Envelope>` // lookalike
	parseXML(t, envelope)
}

func soapRequest(inner string) []byte {
	return []byte(`<?xml version="1.0" encoding="UTF-8"?>` +
		// Source: github.com/crewjam/saml/identity_provider_logout_soap_request_test.go:58 (plainhttp: the SOAP envelope namespace name is an XML identifier, never fetched; uniform sample, every 20th of about 380 saml look-alike candidates.)
		`<SOAP-ENV:Envelope xmlns:SOAP-ENV="http://schemas.xmlsoap.org/soap/envelope/">` + // lookalike
		`<SOAP-ENV:Body>` + inner + `</SOAP-ENV:Body></SOAP-ENV:Envelope>`)
}

func TestSOAPRequest(t *testing.T) {
	parseXML(t, string(soapRequest("<x/>")))
}

func validateDestination(got string) error {
	return errors.New("expected destination to be a different endpoint, not " + got)
}

func TestIDPValidateWrongDestination(t *testing.T) {
	err := validateDestination("x")
	// Source: github.com/crewjam/saml/identity_provider_test.go:515 (hostcase: the mixed-case host sits in the expected error text of the wrong-destination case, prose that names the bad input on purpose; uniform sample, every 20th of about 380 saml look-alike candidates.)
	want := "expected destination to be \"https://idp.example.com/saml/sso\", not \"https://idp.wrongDestination.com/saml/sso\"" // lookalike
	if err == nil || want == "" {
		t.Fatal(err)
	}
}

type IndexedEndpoint struct {
	Binding  string
	Location string
	Index    int
}

func TestIDPCovGetACSEndpoint(t *testing.T) {
	// Source: github.com/crewjam/saml/idp_coverage_test.go:270 (hostform: a single-label host is a valid reg-name in an endpoint fixture, no rare host form; uniform sample, every 20th of about 380 saml look-alike candidates.)
	post := IndexedEndpoint{Binding: "post", Location: "https://sp/post", Index: 1} // lookalike
	if post.Index != 1 {
		t.Fatal(post)
	}
}

func TestValidateAcceptsDocs(t *testing.T) {
	for _, doc := range []string{
		// Source: github.com/crewjam/saml/internal/xmlroundtrip/validate_test.go:17 (plainhttp: a namespace name in an XML document the validator must accept, never fetched; uniform sample, every 20th of about 380 saml look-alike candidates.)
		`<x:Root xmlns:x="http://example.com/"></x:Root>`, // lookalike
	} {
		parseXML(t, doc)
	}
}

type Endpoint struct {
	Location         string `xml:"Location,attr"`
	ResponseLocation string `xml:"ResponseLocation,attr"`
}

func (e *Endpoint) check() error {
	for _, s := range []string{e.Location, e.ResponseLocation} {
		u, err := url.Parse(s)
		if err != nil {
			return err
		}
		if u.Scheme != "https" {
			return errors.New("invalid url scheme")
		}
	}
	return nil
}

func TestEndpointUnmarshal(t *testing.T) {
	for _, tc := range []struct {
		name    string
		xml     string
		wantErr bool
	}{
		{
			name: "bad response location",
			// Source: github.com/crewjam/saml/metadata_coverage_test.go:82 (sink: the ftp ResponseLocation is the bad input of a row that wants an error; uniform sample, every 20th of about 380 saml look-alike candidates.)
			xml:     `<Endpoint Location="https://a/" ResponseLocation="ftp://b/"/>`, // lookalike
			wantErr: true,
		},
	} {
		var e Endpoint
		if err := xml.Unmarshal([]byte(tc.xml), &e); err != nil {
			t.Fatal(err)
		}
		if err := e.check(); (err != nil) != tc.wantErr {
			t.Errorf("%s: %v", tc.name, err)
		}
	}
}

func TestKeyDescriptorOmitsUnsetUse(t *testing.T) {
	input := `<KeyDescriptor>` +
		// Source: github.com/crewjam/saml/metadata_roundtrip_test.go:238 (plainhttp: the xmldsig namespace name is an XML identifier, never fetched; uniform sample, every 20th of about 380 saml look-alike candidates.)
		`<KeyInfo xmlns="http://www.w3.org/2000/09/xmldsig#"><X509Data/></KeyInfo>` + // lookalike
		`</KeyDescriptor>`
	parseXML(t, input)
}

func validateSigAlg(raw string) error {
	q, err := url.ParseQuery(raw)
	if err != nil {
		return err
	}
	return errors.New("unsupported signature algorithm " + q.Get("SigAlg"))
}

func TestUnsupportedAlgorithmIsRejected(t *testing.T) {
	// Source: github.com/crewjam/saml/redirect_binding_test.go:209 (plainhttp: an XML-DSig algorithm identifier put in the query of the "unsupported algorithm is rejected" subtest, never fetched; uniform sample, every 20th of about 380 saml look-alike candidates.)
	raw := "SigAlg=" + url.QueryEscape("http://www.w3.org/2001/04/xmldsig-more#rsa-md5") // lookalike
	if err := validateSigAlg(raw); err == nil {
		t.Fatal("want error")
	}
}

func TestLoginRefusesCrossOriginCredentials(t *testing.T) {
	for _, tt := range []struct {
		name string
		host string
	}{
		{"own origin", "idp.example.com"},
		{"no browser headers", "idp.example.com"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			// Source: github.com/crewjam/saml/samlidp/login_csrf_test.go:35 (hostjoin: the host comes from the test's own table of names and nothing is joined with a bare ':'; uniform sample, every 20th of about 380 saml look-alike candidates.)
			r := httptest.NewRequest(http.MethodPost, "https://"+tt.host+"/login", http.NoBody) // lookalike
			if r.Host != tt.host {
				t.Fatal(r.Host)
			}
		})
	}
}

func TestHTTPGetSSO(t *testing.T) {
	body := "<html><body></body></html>"
	// Source: github.com/crewjam/saml/samlidp/samlidp_test.go:139 (syntax: the URIs are attribute values inside an expected HTML page, not one URI; uniform sample, every 20th of about 380 saml look-alike candidates.)
	if strings.HasPrefix(body, "<html xmlns=\"http://www.w3.org/1999/xhtml\"><body><form method=\"post\" action=\"https://idp.example.com/sso\">") { // lookalike
		t.Fatal(body)
	}
}

func TestLoginAlwaysRunsBcrypt(t *testing.T) {
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(http.StatusNoContent) })
	putUser := func(name string) {
		w := httptest.NewRecorder()
		// Source: github.com/crewjam/saml/samlidp/session_timing_test.go:29 (escaper: a user name goes raw into the path, and whether a name needs escaping is not known from the code; uniform sample, every 20th of about 380 saml look-alike candidates.)
		r, _ := http.NewRequest("PUT", "https://idp.example.com/users/"+name, strings.NewReader("{}")) // lookalike
		h.ServeHTTP(w, r)
		if w.Code != http.StatusNoContent {
			t.Fatal(w.Code)
		}
	}
	putUser("alice")
}

func TestFetchMetadataReadsMetadataUpToMaxMetadataSize(t *testing.T) {
	// Source: github.com/crewjam/saml/samlsp/fetch_metadata_limit_test.go:39 (syntax: the entityID is an attribute inside a metadata XML document, not one URI; uniform sample, every 20th of about 380 saml look-alike candidates.)
	const md = `<EntityDescriptor entityID="https://idp.example.com/metadata"><IDPSSODescriptor/></EntityDescriptor>` // lookalike
	parseXML(t, md)
}

func TestSPInitiatedLogoutRedirect(t *testing.T) {
	resp := httptest.NewRecorder()
	location, err := url.Parse(resp.Header().Get("Location"))
	if err != nil {
		t.Fatal(err)
	}
	// Source: github.com/crewjam/saml/samlsp/middleware_logout_test.go:494 (escaper: the parts of a parsed Location are joined back only to compare with a constant, no component needs escaping; uniform sample, every 20th of about 380 saml look-alike candidates.)
	got := location.Scheme + "://" + location.Host + location.Path // lookalike
	if len(got) < 3 {
		t.Fatal(got)
	}
}

type spOptions struct {
	URL url.URL
}

func TestNewSigningKey(t *testing.T) {
	base := spOptions{
		// Source: github.com/crewjam/saml/samlsp/new_signing_key_test.go:21 (hostform: a url.URL literal with an ordinary scheme and DNS host; uniform sample, every 20th of about 380 saml look-alike candidates.)
		URL: url.URL{Scheme: "https", Host: "sp.example.com"}, // lookalike
	}
	if base.URL.Host == "" {
		t.Fatal(base)
	}
}

func TestSpecMetadataParseMetadataRootElements(t *testing.T) {
	// Source: github.com/crewjam/saml/samlsp/spec_metadata_test.go:57 (syntax: an XML template whose %s verb, after the entityID attribute, Sprintf fills with more attributes; uniform sample, every 20th of about 380 saml look-alike candidates.)
	const idp = `<EntityDescriptor entityID="https://idp.example.org/idp"%s><IDPSSODescriptor/></EntityDescriptor>` // lookalike
	parseXML(t, strings.Replace(idp, "%s", "", 1))
}

func TestAssertionElement(t *testing.T) {
	got := "<saml:Assertion/>"
	want := `<saml:Assertion>` +
		// Source: github.com/crewjam/saml/schema_coverage_test.go:452 (syntax: the Issuer URI is element text inside expected XML, not one URI; uniform sample, every 20th of about 380 saml look-alike candidates.)
		`<saml:Issuer>https://idp.example.com/</saml:Issuer>` + // lookalike
		`</saml:Assertion>`
	if got == want {
		t.Fatal(got)
	}
}

func TestParseXMLArtifactResponse(t *testing.T) {
	err := errors.New("destination mismatch")
	// Source: github.com/crewjam/saml/service_provider_test.go:2046 (plainhttp: a localhost http URI quoted in an expected error message; uniform sample, every 20th of about 380 saml look-alike candidates.)
	want := "`Destination` does not match requested URL or AcsURL (destination \"http://localhost:8000/saml/acs\", requested \"https://example.com/saml2/acs\")" // lookalike
	if err.Error() == want {
		t.Fatal(err)
	}
}

func TestDecryptNoEncryptedData(t *testing.T) {
	err := errors.New("cannot find element")
	// Source: github.com/crewjam/saml/sp_coverage_parse_test.go:154 (syntax: a namespace name joined to a local element name in an error message, not a URI; uniform sample, every 20th of about 380 saml look-alike candidates.)
	want := "cannot find http://www.w3.org/2001/04/xmlenc#:EncryptedData element" // lookalike
	if err.Error() == want {
		t.Fatal(err)
	}
}

func TestRedirectSignatureOverSenderEncoding(t *testing.T) {
	// An escape function that differs from Go's url.QueryEscape, as some
	// senders use: spaces as %20, and two unreserved characters escaped.
	oddEscape := func(s string) string {
		escaped := strings.ReplaceAll(url.QueryEscape(s), "+", "%20")
		// Source: github.com/crewjam/saml/spec_bindings_test.go:189 (percent: the test's escaper encodes '~' on purpose to mimic another sender, as its comment says; uniform sample, every 20th of about 380 saml look-alike candidates.)
		escaped = strings.ReplaceAll(escaped, "~", "%7E") // lookalike
		// Source: github.com/crewjam/saml/spec_bindings_test.go:190 (percent: the test's escaper encodes '-' on purpose to mimic another sender, as its comment says; uniform sample, every 20th of about 380 saml look-alike candidates.)
		return strings.ReplaceAll(escaped, "-", "%2D") // lookalike
	}
	if oddEscape("a b~c-d") == url.QueryEscape("a b~c-d") {
		t.Fatal("same")
	}
}

func TestSpecMetadataEndpointSelectedByBinding(t *testing.T) {
	// Source: github.com/crewjam/saml/spec_metadata_test.go:373 (syntax: endpoint Locations are attributes inside a metadata XML document, not one URI; uniform sample, every 20th of about 380 saml look-alike candidates.)
	input := `<IDPSSODescriptor><SingleLogoutService Binding="post" Location="https://idp.example.com/slo/post" ResponseLocation="https://idp.example.com/slo/post-response"/></IDPSSODescriptor>` // lookalike
	parseXML(t, input)
}
