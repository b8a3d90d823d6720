package oras

import "testing"

func Test_mapHostname(t *testing.T) {
	tests := []struct {
		name string
		host string
		want string
	}{
		// Source: oras.land/oras-go/v2/registry/remote/credentials/registry_test.go:181 (syntax: the URL sits inside a test-case name joined to words, which is prose; stratified sample of 25 look-alikes out of 149 swept candidates)
		{name: "map docker.io to https://index.docker.io/v1/", host: "docker.io", want: "index.docker.io"}, // lookalike
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := mapHostname(tt.host); got != tt.want {
				t.Errorf("mapHostname() = %v, want %v", got, tt.want)
			}
		})
	}
}
