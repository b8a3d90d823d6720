package kyverno

import (
	"fmt"
	"regexp"
	"testing"
)

func matchCertificateData(subject, subjectRegExp, issuer, issuerRegExp string) error {
	if subjectRegExp != "" {
		re, err := regexp.Compile(subjectRegExp)
		if err != nil {
			return err
		}
		if !re.MatchString(subject) {
			return fmt.Errorf("subject mismatch: expected %s, received %s", subjectRegExp, subject)
		}
	}
	if issuerRegExp != "" {
		re, err := regexp.Compile(issuerRegExp)
		if err != nil {
			return err
		}
		if !re.MatchString(issuer) {
			return fmt.Errorf("issuer mismatch: expected %s, received %s", issuerRegExp, issuer)
		}
	}
	return nil
}

func TestMatchCertificateData(t *testing.T) {
	subject1 := "https://github.com/JimBugwadia/demo-java-tomcat/.github/workflows/publish.yaml@refs/tags/*"
	// Source: github.com/kyverno/kyverno/pkg/image/verifiers/cpol/cosign/verifier_test.go:273 (syntax: a regular expression, named RegExp, with escaped dots; no URI, rule 5)
	subject1RegExp := `https://github\.com/JimBugwadia/demo-java-tomcat/.+` // lookalike
	issuer1 := "https://token.actions.githubusercontent.com"
	issuer1RegExp := `https://token\.actions\..+`

	if err := matchCertificateData(subject1, subject1RegExp, issuer1, issuer1RegExp); err != nil {
		t.Fatal(err)
	}
}
