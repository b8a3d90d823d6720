package oidc

import (
	"encoding/json"
	"errors"
	"strconv"
	"testing"
	"time"
)

type verificationTest struct {
	name    string
	issuer  string
	idToken string
	badSig  bool
	wantErr bool
}

func (v verificationTest) verify() error {
	if v.badSig {
		return errors.New("oidc: failed to verify signature")
	}
	var c struct {
		Iss string   `json:"iss"`
		Nbf *float64 `json:"nbf"`
	}
	if err := json.Unmarshal([]byte(v.idToken), &c); err != nil {
		return err
	}
	if v.issuer != "" && c.Iss != v.issuer {
		return errors.New("oidc: id token issued by a different provider")
	}
	if c.Nbf != nil && time.Unix(int64(*c.Nbf), 0).After(time.Now().Add(5*time.Minute)) {
		return errors.New("oidc: current time before the nbf (not before) time")
	}
	return nil
}

func TestVerify(t *testing.T) {
	tests := []verificationTest{
		// Source: github.com/coreos/go-oidc/v3/oidc/verify_test.go:39 (hostform: the single-label issuer is a deliberate mismatch in the invalid issuer row that expects an error, rules 2a and 2b; uniform sample of 3 of 6 single-label-host candidates)
		{name: "invalid issuer", issuer: "https://bar", idToken: `{"iss":"https://foo"}`, wantErr: true}, // lookalike
		// Source: github.com/coreos/go-oidc/v3/oidc/verify_test.go:61 (syntax: a JSON id token of the invalid sig row that expects an error, a document and not a URI; uniform sample of 7 of 52 test text candidates)
		{name: "invalid sig", idToken: `{"iss":"https://foo"}`, badSig: true, wantErr: true}, // lookalike
		// Source: github.com/coreos/go-oidc/v3/oidc/verify_test.go:91 (syntax: a JSON id token concatenated with an expiry, a document and not a URI; uniform sample of 4 of 8 test build candidates)
		{name: "unexpired token", idToken: `{"iss":"https://foo","exp":` + strconv.FormatInt(time.Now().Add(time.Hour).Unix(), 10) + `}`}, // lookalike
		// Source: github.com/coreos/go-oidc/v3/oidc/verify_test.go:109 (syntax: a JSON id token with a future nbf that the row expects to fail, a document and not a URI; uniform sample of 4 of 8 test build candidates)
		{name: "nbf in future", idToken: `{"iss":"https://foo","nbf":` + strconv.FormatInt(time.Now().Add(time.Hour).Unix(), 10) + `}`, wantErr: true}, // lookalike
		// Source: github.com/coreos/go-oidc/v3/oidc/verify_test.go:128 (syntax: a JSON id token with an nbf inside the clock skew, a document and not a URI; uniform sample of 4 of 8 test build candidates)
		{name: "nbf in future within clock skew tolerance", idToken: `{"iss":"https://foo","nbf":` + strconv.FormatInt(time.Now().Add(30*time.Second).Unix(), 10) + `}`}, // lookalike
		// Source: github.com/coreos/go-oidc/v3/oidc/verify_test.go:218 (syntax: a JSON id token of the ecdsa signing row, a document and not a URI; uniform sample of 7 of 52 test text candidates)
		{name: "ecdsa signing", idToken: `{"iss":"https://foo"}`}, // lookalike
		// Source: github.com/coreos/go-oidc/v3/oidc/verify_test.go:375 (syntax: a JSON id token whose distributed claim source names an endpoint, a document and not a URI; uniform sample of 7 of 52 test text candidates)
		{name: "NoNames1Src", idToken: `{"iss":"https://foo","aud":"client1","_claim_names":{},"_claim_sources":{"src1":{"endpoint":"https://foo","access_token":"1234"}}}`}, // lookalike
	}
	for _, v := range tests {
		t.Run(v.name, func(t *testing.T) {
			err := v.verify()
			if (err != nil) != v.wantErr {
				t.Fatalf("verify() error = %v, wantErr %v", err, v.wantErr)
			}
		})
	}
}

type resolverTest struct {
	name        string
	payload     string
	issuer      string
	accessToken string
	wantErr     bool
}

func TestDistClaimResolver(t *testing.T) {
	tests := []resolverTest{
		// Source: github.com/coreos/go-oidc/v3/oidc/verify_test.go:430 (hostform: the single-label issuer is an identifier compared with the iss claim and a single label is none of the rare host forms; uniform sample of 3 of 6 single-label-host candidates)
		{name: "noAccessToken", payload: `{"iss":"https://foo","aud":"client1","email":"janedoe@email.com"}`, issuer: "https://foo"}, // lookalike
		// Source: github.com/coreos/go-oidc/v3/oidc/verify_test.go:472 (hostform: the single-label issuer belongs to the wrongAccessToken row that expects an error, rule 2a; uniform sample of 3 of 6 single-label-host candidates)
		{name: "wrongAccessToken", payload: `{"iss":"https://foo","aud":"client1","email":"janedoe@email.com"}`, accessToken: "12345", issuer: "https://foo", wantErr: true}, // lookalike
	}
	for _, test := range tests {
		t.Run(test.name, func(t *testing.T) {
			err := verificationTest{name: test.name, issuer: test.issuer, idToken: test.payload}.verify()
			if err == nil && test.accessToken != "" && test.accessToken != "1234" {
				err = errors.New("oidc: wrong access token")
			}
			if (err != nil) != test.wantErr {
				t.Fatalf("resolve error = %v, wantErr %v", err, test.wantErr)
			}
		})
	}
}
