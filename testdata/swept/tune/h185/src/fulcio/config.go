package fulcio

import (
	"encoding/json"
	"fmt"
	"net/url"
	"os"
	"regexp"
	"strings"
)

// OIDCIssuer is one configured issuer.
type OIDCIssuer struct {
	IssuerURL             string `json:"IssuerURL,omitempty" yaml:"issuer-url,omitempty"`
	ClientID              string `json:"ClientID" yaml:"client-id"`
	Type                  string `json:"Type" yaml:"type"`
	CIProvider            string `json:"CIProvider,omitempty" yaml:"ci-provider,omitempty"`
	SkipEmailVerification bool   `json:"SkipEmailVerification,omitempty" yaml:"skip-email-verification,omitempty"`
}

// FulcioConfig is the issuer configuration.
type FulcioConfig struct {
	OIDCIssuers map[string]OIDCIssuer `json:"OIDCIssuers,omitempty" yaml:"oidc-issuers,omitempty"`
	MetaIssuers map[string]OIDCIssuer `json:"MetaIssuers,omitempty" yaml:"meta-issuers,omitempty"`
}

const minimumHostnameLength = 2

// parseConfig stands in for the YAML/JSON config parser (JSON only here).
func parseConfig(b []byte) (*FulcioConfig, error) {
	cfg := &FulcioConfig{}
	if err := json.Unmarshal(b, cfg); err != nil {
		return nil, err
	}
	return cfg, nil
}

// Load reads a config file.
func Load(configPath string) (*FulcioConfig, error) {
	b, err := os.ReadFile(configPath)
	if err != nil {
		return nil, err
	}
	return parseConfig(b)
}

// MetaRegex turns a meta issuer pattern into an anchored regular expression.
func MetaRegex(issuer string) (*regexp.Regexp, error) {
	quoted := regexp.QuoteMeta(issuer)
	replaced := strings.ReplaceAll(quoted, regexp.QuoteMeta("*"), "[-_a-zA-Z0-9]+")
	// Add anchors to prevent matching URLs where the issuer is not the host of the URL (GHSA-59jp-pj84-45mr).
	replaced = "^" + replaced + "$"
	return regexp.Compile(replaced)
}

// GetIssuer looks up the issuer configuration for an issuerURL.
func (fc *FulcioConfig) GetIssuer(issuerURL string) (OIDCIssuer, bool) {
	if iss, ok := fc.OIDCIssuers[issuerURL]; ok {
		return iss, true
	}
	for meta, iss := range fc.MetaIssuers {
		re, err := MetaRegex(meta)
		if err == nil && re.MatchString(issuerURL) {
			iss.IssuerURL = issuerURL
			return iss, true
		}
	}
	return OIDCIssuer{}, false
}

func isURISubjectAllowed(subject, issuer *url.URL) error {
	if subject.Scheme != issuer.Scheme {
		return fmt.Errorf("subject (%s) and issuer (%s) URI schemes do not match", subject.Scheme, issuer.Scheme)
	}
	return validateAllowedDomain(subject.Hostname(), issuer.Hostname())
}

func validateAllowedDomain(subjectHostname, issuerHostname string) error {
	if subjectHostname == issuerHostname {
		return nil
	}
	sHostname := strings.Split(subjectHostname, ".")
	iHostname := strings.Split(issuerHostname, ".")
	if len(sHostname) < minimumHostnameLength {
		return fmt.Errorf("URI hostname too short: %s", subjectHostname)
	}
	if len(iHostname) < minimumHostnameLength {
		return fmt.Errorf("URI hostname too short: %s", issuerHostname)
	}
	if sHostname[len(sHostname)-1] == iHostname[len(iHostname)-1] &&
		sHostname[len(sHostname)-2] == iHostname[len(iHostname)-2] {
		return nil
	}
	return fmt.Errorf("hostname top-level and second-level domains do not match: %s, %s", subjectHostname, issuerHostname)
}
