package valid_test

import (
	"testing"

	"valid"
)

// An external test compares with what the package it tests builds.
func TestEndpoint(t *testing.T) {
	if got := valid.Endpoint("api.example.io"); got != "https://api.example.io:443/api" { // want `^shape expected value of Endpoint "https://api.example.io:443/api"$`
		t.Fatal(got)
	}
}
