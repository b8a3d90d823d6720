package rekor

import (
	"errors"
	"flag"
	"fmt"
	"net/url"
	"os"
	"strings"
)

var (
	// Source: github.com/sigstore/rekor/cmd/backfill-index/main.go:137 (syntax: the URL is an example inside flag help text, prose joined to words around it.)
	rekorAddress = flag.String("rekor-address", "", "Address for Rekor, e.g. https://rekor.sigstore.dev") // lookalike

	// Source: github.com/sigstore/rekor/cmd/rekor-server/app/root.go:115 (syntax: help text that lists the accepted key URI forms between words and brackets; prose, not a URI.)
	tinkKEKURI = flag.String("rekor_server.tink_kek_uri", "", "Key encryption key for decrypting Tink keyset. Valid options are [aws-kms://keyname, gcp-kms://keyname]") // lookalike
)

func validateURL(val string) error {
	u, err := url.ParseRequestURI(val)
	if err != nil || u.Host == "" {
		return fmt.Errorf("'%v' is not a valid url", val)
	}
	if u.Scheme != "http" && u.Scheme != "https" {
		return errors.New("URL must be for http or https scheme")
	}
	return nil
}

func validateFile(v string) error {
	_, err := os.Stat(v)
	return err
}

// Source: github.com/sigstore/rekor/cmd/rekor-cli/app/pflags.go:313 (hostform: the two literals are scheme prefixes for strings.HasPrefix, not URIs with an empty host.)
func validateFileOrURL(v string) error {
	fileErr := validateFile(v)
	if fileErr == nil {
		return nil
	}
	urlErr := validateURL(v)
	if urlErr == nil {
		return nil
	}
	if strings.HasPrefix(v, "http://") || strings.HasPrefix(v, "https://") { // lookalike
		return urlErr
	}
	return fileErr
}

func isURL(v string) bool {
	return validateURL(v) == nil
}

// Source: github.com/sigstore/rekor/cmd/rekor-cli/app/pflag_groups.go:138 (colonpath: a local file path kept in the Path field and read back from .Path; url.URL.String guards a colon in the first segment.)
func artifactPath(artifact string) *url.URL {
	if isURL(artifact) {
		u, _ := url.Parse(artifact)
		return u
	}
	return &url.URL{Path: artifact} // lookalike
}

func openArtifact(artifact string) (*os.File, error) {
	return os.Open(artifactPath(artifact).Path)
}
