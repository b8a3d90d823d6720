// Package stepcrypto holds cases rewritten from go.step.sm/crypto.
package stepcrypto

import (
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
)

// Source: go.step.sm/crypto/jose/parse.go:36 (hostform: the scheme-only string is a prefix test that guards http.Get, not a URI)
func read(filename string) ([]byte, error) {
	if strings.HasPrefix(filename, "https://") { // lookalike
		resp, err := http.Get(filename)
		if err != nil {
			return nil, err
		}
		defer resp.Body.Close()
		return io.ReadAll(resp.Body)
	}
	return nil, nil
}

// Source: go.step.sm/crypto/kms/azurekms/lazy_client.go:62 (hostform: the host is a DNS name the code builds from the vault name and the cloud's DNS suffix)
func vaultBaseURL(vault, dnsSuffix string) string {
	return "https://" + vault + "." + dnsSuffix + "/" // lookalike
}

type kmsURI struct {
	*url.URL
	Values url.Values
}

// Source: go.step.sm/crypto/kms/uri/uri.go:36 (escaper: the opaque part comes from url.Values.Encode, which escapes every key and value, with the separator swapped to a semicolon)
func newURI(scheme string, values url.Values) *kmsURI {
	return &kmsURI{
		URL: &url.URL{
			Scheme: scheme,
			Opaque: strings.ReplaceAll(values.Encode(), "&", ";"), // lookalike
		},
		Values: values,
	}
}

// Source: go.step.sm/crypto/kms/azurekms/utils.go:45 (escaper: the version query is built with url.Values.Encode, which escapes it)
func getKeyName(vault, name, version string) string {
	uu := newURI("azurekms", url.Values{"vault": {vault}, "name": {name}})
	uu.RawQuery = url.Values{"version": {version}}.Encode() // lookalike
	return uu.String()
}

// Source: go.step.sm/crypto/kms/tpmkms/tpmkms.go:1946 (escaper: standard base64 goes into the opaque part of a urn, not into a query value, and its plus, slash and equals signs are legal there)
func ekURL(keyID []byte) *url.URL {
	return &url.URL{
		Scheme: "urn",
		Opaque: "ek:sha256:" + base64.StdEncoding.EncodeToString(keyID), // lookalike
	}
}

// Source: go.step.sm/crypto/tpm/ek.go:76 (escaper: the sha256 fingerprint in base64 forms the opaque part of a urn, where its characters are legal, not a query value)
func fingerprintURI(pub []byte) *url.URL {
	sum := sha256.Sum256(pub)
	fp := "sha256:" + base64.StdEncoding.EncodeToString(sum[:])
	return &url.URL{
		Scheme: "urn",
		Opaque: fmt.Sprintf("ek:%s", fp), // lookalike
	}
}

// Source: go.step.sm/crypto/kms/yubikey/yubikey.go:666 (escaper: url.QueryEscape suits the slot-id value, which the KMS URI parser decodes with query rules)
func slotName(slotID string) string {
	return "yubikey:slot-id=" + url.QueryEscape(slotID) // lookalike
}

// parseKMS stands for the KMS backends that parse a key URI.
func parseKMS(raw string) error {
	_, err := url.Parse(raw)
	return err
}
