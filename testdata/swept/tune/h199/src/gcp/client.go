// Package gcp rewrites sigstore's Google Cloud KMS reference handling.
package gcp

import (
	"context"
	"errors"
	"fmt"
	"regexp"
)

var (
	// Source: github.com/sigstore/sigstore/pkg/signature/kms/gcp/client.go:132 (syntax: rule 4, an error message with bracketed placeholders describing the gcpkms reference form, not a URI)
	errKMSReference = errors.New("kms specification should be in the format gcpkms://projects/[PROJECT_ID]/locations/[LOCATION]/keyRings/[KEY_RING]/cryptoKeys/[KEY]/cryptoKeyVersions/[VERSION]") // lookalike

	// Source: github.com/sigstore/sigstore/pkg/signature/kms/gcp/client.go:134 (syntax: no-URI-use rule, a regular expression compiled by regexp.MustCompile and only matched against references, not a URI)
	re = regexp.MustCompile(`^gcpkms://projects/([^/]+)/locations/([^/]+)/keyRings/([^/]+)/cryptoKeys/([^/]+)(?:/(?:cryptoKeyVersions|versions)/([^/]+))?$`) // lookalike
)

// ReferenceScheme schemes for various KMS services are copied from https://github.com/google/go-cloud/tree/master/secrets
// Source: github.com/sigstore/sigstore/pkg/signature/kms/gcp/client.go:138 (sink: no-URI-use rule, a scheme prefix registered with the KMS provider map and only matched with HasPrefix, so it has no host by design)
const ReferenceScheme = "gcpkms://" // lookalike

// ValidReference returns a non-nil error if the reference string is invalid
func ValidReference(ref string) error {
	if !re.MatchString(ref) {
		return errKMSReference
	}
	return nil
}

type gcpClient struct {
	projectID  string
	locationID string
	keyRing    string
	keyName    string
	version    string
}

func parseReference(resourceID string) (projectID, locationID, keyRing, keyName, version string, err error) {
	v := re.FindStringSubmatch(resourceID)
	if len(v) != 6 {
		err = fmt.Errorf("invalid gcpkms format %q", resourceID)
		return
	}
	projectID, locationID, keyRing, keyName, version = v[1], v[2], v[3], v[4], v[5]
	return
}

// getCryptoKeyVersionRequest stands in for kmspb.GetCryptoKeyVersionRequest, a gRPC message.
type getCryptoKeyVersionRequest struct {
	Name string
}

// keyVersionName returns the key version request for a key in KMS
func (g *gcpClient) keyVersionName(_ context.Context) *getCryptoKeyVersionRequest {
	parent := fmt.Sprintf("projects/%s/locations/%s/keyRings/%s/cryptoKeys/%s", g.projectID, g.locationID, g.keyRing, g.keyName)
	if g.version != "" {
		req := &getCryptoKeyVersionRequest{
			// Source: github.com/sigstore/sigstore/pkg/signature/kms/gcp/client.go:186 (escaper: template rule, a Cloud KMS resource name sent in a gRPC message, not a URL; the version is a [^/]+ segment from the reference)
			Name: parent + fmt.Sprintf("/cryptoKeyVersions/%s", g.version), // lookalike
		}
		return req
	}
	return &getCryptoKeyVersionRequest{Name: parent}
}
