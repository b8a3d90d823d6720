package oras

import (
	"net/http"
	"net/url"
	"testing"
)

func Test_parseLink(t *testing.T) {
	tests := []struct {
		name    string
		url     string
		header  string
		want    string
		wantErr bool
	}{
		// Source: oras.land/oras-go/v2/registry/remote/utils_test.go:51 (syntax: a Link header value given to the link parser, not a URI itself; stratified sample of 25 look-alikes out of 149 swept candidates)
		{name: "same origin, absolute URL", url: "https://localhost:5000/v2/_catalog", header: `<https://localhost:5000/v2/_catalog?last=alpine&n=1>; rel="next"`, want: "https://localhost:5000/v2/_catalog?last=alpine&n=1"}, // lookalike
		// Source: oras.land/oras-go/v2/registry/remote/utils_test.go:63 (plainhttp: a row named SSRF that the link parser test expects to be rejected, wantErr true; stratified sample of 25 look-alikes out of 149 swept candidates)
		{name: "cross-origin, metadata endpoint (SSRF)", url: "https://registry.example.com/v2/_catalog", header: `<http://169.254.169.254/latest/meta-data/>; rel="next"`, wantErr: true}, // lookalike
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			u, err := url.Parse(tt.url)
			if err != nil {
				t.Fatal(err)
			}
			resp := &http.Response{Request: &http.Request{URL: u}, Header: http.Header{"Link": []string{tt.header}}}
			got, err := parseLink(resp)
			if (err != nil) != tt.wantErr {
				t.Fatalf("parseLink() error = %v, wantErr %v", err, tt.wantErr)
			}
			if got != tt.want {
				t.Errorf("parseLink() = %v, want %v", got, tt.want)
			}
		})
	}
}
