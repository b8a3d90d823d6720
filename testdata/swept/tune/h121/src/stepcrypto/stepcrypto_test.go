package stepcrypto

import (
	"encoding/hex"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"path/filepath"
	"strings"
	"testing"
)

func TestPKCS11New(t *testing.T) {
	path := filepath.Join(t.TempDir(), "pin.txt")
	tests := []struct {
		name    string
		uri     string
		wantErr bool
	}{
		// Source: go.step.sm/crypto/kms/pkcs11/pkcs11_test.go:178 (credentials: the PIN is a query parameter of a PKCS#11 URI given to the config parser under test, not a password in a userinfo)
		{"ok", "pkcs11:module-path=module.so;token=token?pin-value=password", false}, // lookalike
		// Source: go.step.sm/crypto/kms/pkcs11/pkcs11_test.go:193 (escaper: a temp file path goes raw into the pin-source value, and whether a path needs escaping is not known from the code)
		{"ok pin-source", "pkcs11:module-path=module.so;token=token?pin-source=" + path, false}, // lookalike
	}
	for _, tt := range tests {
		if err := parseKMS(tt.uri); (err != nil) != tt.wantErr {
			t.Errorf("%s: %v", tt.name, err)
		}
	}
}

func TestPKCS11GetPublicKey(t *testing.T) {
	tests := []struct {
		name    string
		key     string
		wantErr bool
	}{
		// Source: go.step.sm/crypto/kms/pkcs11/pkcs11_test.go:242 (percent: the id attribute is a byte string written percent-encoded, in a row that varies the URI on purpose against the plain id rows, input to the PKCS#11 URI parser; rules 2c and 2d)
		{"ECDSA by id", "pkcs11:id=%73%73", false}, // lookalike
		// Source: go.step.sm/crypto/kms/pkcs11/pkcs11_test.go:251 (hostform: the row is named fail uri and expects an error; rule 2a)
		{"fail uri", "https:id=9999;object=https", true}, // lookalike
	}
	for _, tt := range tests {
		if err := parseKMS(tt.key); (err != nil) != tt.wantErr {
			t.Errorf("%s: %v", tt.name, err)
		}
	}
}

func TestPKCS11StoreCertificate(t *testing.T) {
	tests := []struct {
		name    string
		key     string
		wantErr bool
	}{
		// Source: go.step.sm/crypto/kms/pkcs11/pkcs11_test.go:792 (hostform: the row is named fail uri and expects an error; rule 2a)
		{"fail uri", "http:id=7770;object=create-cert", true}, // lookalike
	}
	for _, tt := range tests {
		_ = parseKMS(tt.key)
	}
}

func TestPlatformGetPublicKey(t *testing.T) {
	dir := t.TempDir()
	privateKeyPath := filepath.Join(dir, "private.key")
	tests := []struct {
		name    string
		key     string
		wantErr bool
	}{
		// Source: go.step.sm/crypto/kms/platform/kms_test.go:448 (escaper: a raw file path in the name value, in a row paired on purpose with the escaped row below; a path is not known to need escaping; rule 2d)
		{"ok SoftKMS", "kms:name=" + privateKeyPath, false}, // lookalike
		// Source: go.step.sm/crypto/kms/platform/kms_test.go:451 (escaper: url.QueryEscape fits the name value that the KMS URI parser decodes with query rules)
		{"ok SoftKMS escape", "kms:name=" + url.QueryEscape(privateKeyPath), false}, // lookalike
		// Source: go.step.sm/crypto/kms/platform/kms_test.go:851 (pathjoin: filepath.Join builds a file path that becomes a parameter value; it is not applied to a URI)
		{"fail missing", "kms:name=" + filepath.Join(dir, "missing.crt"), true}, // lookalike
	}
	for _, tt := range tests {
		_ = parseKMS(tt.key)
	}
}

func TestMacKMSLoadCertificate(t *testing.T) {
	label := "test-label"
	commonName := "test-name@example.com"
	serial := hex.EncodeToString([]byte{1, 2, 3})
	tests := []struct {
		name string
		key  string
	}{
		// Source: go.step.sm/crypto/kms/mackms/mackms_test.go:1188 (escaper: the plus is a space under the form decoding the KMS URI uses, as the row name with spaces says)
		{"ok l with spaces", "mackms:label=" + label + ";l=San+Francisco"}, // lookalike
		// Source: go.step.sm/crypto/kms/mackms/mackms_test.go:1615 (escaper: a raw certificate common name in a parameter value; whether a name needs escaping is not known from the code)
		{"ok label and serial", "mackms:labeld=" + commonName + ";serial=" + serial}, // lookalike
	}
	for _, tt := range tests {
		_ = parseKMS(tt.key)
	}
}

func TestCAPICreateKey(t *testing.T) {
	containerName := "test-container"
	// Source: go.step.sm/crypto/kms/capi/capi_windows_test.go:130 (escaper: a raw container name in a parameter value; whether a name needs escaping is not known from the code)
	key := "capi:store-location=user;store=My;key=" + containerName + ";skip-find-certificate-key=true" // lookalike
	if err := parseKMS(key); err != nil {
		t.Fatal(err)
	}
}

func TestTPMKMSCreateSigner(t *testing.T) {
	tmp := t.TempDir()
	// Source: go.step.sm/crypto/kms/tpmkms/tpmkms_simulator_test.go:641 (pathjoin: filepath.Join is applied to a temp directory path, and the result is a parameter value, not a URI)
	signingKey := "tpmkms:path=" + filepath.Join(tmp, "tss2.pem") // lookalike
	if err := parseKMS(signingKey); err != nil {
		t.Fatal(err)
	}
}

func TestYubiKeyNew(t *testing.T) {
	managementKeyFile := filepath.Join(t.TempDir(), "management.key")
	// Source: go.step.sm/crypto/kms/yubikey/yubikey_test.go:377 (credentials: the PIN is a query parameter of a yubikey KMS URI, not a password in a userinfo)
	uri := fmt.Sprintf("yubikey:management-key-source=%s?pin-value=123456", managementKeyFile) // lookalike
	if err := parseKMS(uri); err != nil {
		t.Fatal(err)
	}
}

func TestYubiKeyCreateAttestation(t *testing.T) {
	tests := []struct {
		name    string
		key     string
		wantErr bool
	}{
		// Source: go.step.sm/crypto/kms/yubikey/yubikey_test.go:1162 (port: the row is named fail getSlot and expects an error; rule 2a)
		{"fail getSlot", "yubikey://:slot-id=9a", true}, // lookalike
	}
	for _, tt := range tests {
		if err := parseKMS(tt.key); (err != nil) != tt.wantErr {
			t.Errorf("%s: %v", tt.name, err)
		}
	}
}

func TestParse(t *testing.T) {
	tests := []struct {
		name    string
		rawuri  string
		want    *url.URL
		wantErr bool
	}{
		// Source: go.step.sm/crypto/kms/uri/uri_119_test.go:41 (hostform: input to the KMS URI parser under test, a row that shows the parser reads the first segment as host; rule 2c)
		{"ok file host", "file://tmp/ca.cert", // lookalike
			// Source: go.step.sm/crypto/kms/uri/uri_119_test.go:42 (hostform: the expected output of the KMS URI parser under test; rule 2c)
			&url.URL{Scheme: "file", Host: "tmp", Path: "/ca.cert"}, false}, // lookalike
		// Source: go.step.sm/crypto/kms/uri/uri_119_test.go:48 (syntax: the row is named fail parse opaque and expects an error; rule 2a)
		{"fail parse opaque", "yubikey:slot-id=%ZZ", nil, true}, // lookalike
	}
	for _, tt := range tests {
		got, err := url.Parse(tt.rawuri)
		if (err != nil) != tt.wantErr {
			t.Errorf("%s: %v", tt.name, err)
		}
		if err == nil && got.String() != tt.want.String() {
			t.Errorf("%s: got %v", tt.name, got)
		}
	}
}

func TestHasScheme(t *testing.T) {
	tests := []struct {
		name   string
		scheme string
		rawuri string
		want   bool
	}{
		// Source: go.step.sm/crypto/kms/uri/uri_test.go:113 (schemecase: the row named ok letter case feeds a mixed-case scheme to the scheme matcher under test on purpose; rules 2b and 2c)
		{"ok letter case", "awsKMS", "AWSkms:key-id=abcdefg?foo=bar", true}, // lookalike
	}
	for _, tt := range tests {
		u, err := url.Parse(tt.rawuri)
		if got := err == nil && strings.EqualFold(u.Scheme, tt.scheme); got != tt.want {
			t.Errorf("%s: got %v", tt.name, got)
		}
	}
}

func getLocalHostURL(t *testing.T, rawurl string) string {
	t.Helper()
	u, err := url.Parse(rawurl)
	if err != nil {
		t.Fatal(err)
	}
	_, p, err := net.SplitHostPort(u.Host)
	if err != nil {
		t.Fatal(err)
	}
	// Source: go.step.sm/crypto/tlsutil/renewer_test.go:132 (hostjoin: net.JoinHostPort joins the constant localhost with the port, so no IPv6 bracket is missing)
	return "https://" + net.JoinHostPort("localhost", p) // lookalike
}

func TestDownloadEKCertificate(t *testing.T) {
	tests := []struct {
		name  string
		ekURL string
	}{
		// Source: go.step.sm/crypto/tpm/ek_test.go:136 (percent: the escape is uppercase and encodes the reserved equals sign, which the Intel service needs encoded)
		{"intel", "https://ekop.intel.com/ekcertservice/WVEG2rRwkQ7m3RpXlUphgo6Y2HLxl18h6ZZkkOAdnBE%3D"}, // lookalike
	}
	for _, tt := range tests {
		req, err := http.NewRequest(http.MethodGet, tt.ekURL, http.NoBody)
		if err != nil || req == nil {
			t.Fatal(err)
		}
	}
}

func TestMultiURLMarshalJSON(t *testing.T) {
	// Source: go.step.sm/crypto/x509util/marshal_utils_test.go:201 (hostform: the single-label host iss is a valid issuer in the marshaller's input fixture, no rare host form)
	m := []*url.URL{{Scheme: "https", Host: "iss", Fragment: "sub"}, {Scheme: "uri", Opaque: "foo:bar"}} // lookalike
	strs := make([]string, len(m))
	for i, u := range m {
		strs[i] = u.String()
	}
	got, err := json.Marshal(strs)
	if err != nil {
		t.Fatal(err)
	}
	// Source: go.step.sm/crypto/x509util/marshal_utils_test.go:201 (syntax: JSON text that holds URIs, the expected output of the marshaller, not one URI)
	want := `["https://iss#sub","uri:foo:bar"]` // lookalike
	if string(got) != want {
		t.Errorf("got %s", got)
	}
}

func TestUnknownExtKeyUsageUnmarshalJSON(t *testing.T) {
	tests := []struct {
		name    string
		data    []byte
		wantErr bool
	}{
		// Source: go.step.sm/crypto/x509util/extensions_test.go:743 (syntax: truncated JSON in the row named failJSON, which expects an error; rule 2a)
		{"failJSON", []byte(`["https://iss#sub"`), true}, // lookalike
	}
	for _, tt := range tests {
		var v []string
		if err := json.Unmarshal(tt.data, &v); (err != nil) != tt.wantErr {
			t.Errorf("%s: %v", tt.name, err)
		}
	}
}

func TestNewCertificateTemplate(t *testing.T) {
	// Source: go.step.sm/crypto/x509util/certificate_test.go:227 (hostform: a single-label host is a valid issuer in the token claims fixture, no rare host form)
	tokenKey := map[string]any{
		"iss": "https://iss", // lookalike
		"sub": "sub",
	}
	if len(tokenKey) != 2 {
		t.Fatal("bad fixture")
	}
}

func TestCertificatePolicies(t *testing.T) {
	// Source: go.step.sm/crypto/x509util/extensions_test.go:1551 (plainhttp: a CPS pointer on the documentation domain, encoded into a certificate and never fetched)
	tpl := `{"id": "2.5.29.32", "value": {{ asn1Seq (asn1Seq (asn1Enc "oid:1.3.5.7") (asn1Seq (asn1Seq (asn1Enc "oid:1.3.6.1.5.5.7.2.1") (asn1Enc "ia5:http://example.com/cps")))) | toJson }}}` // lookalike
	if !strings.Contains(tpl, "asn1Seq") {
		t.Fatal("bad template")
	}
}
