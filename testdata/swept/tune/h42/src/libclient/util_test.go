package libclient

import "testing"

func Test_isLibraryPushRef(t *testing.T) {
	tests := []struct {
		name       string
		libraryRef string
		want       bool
	}{
		// Source: github.com/apptainer/container-library-client/client/util_test.go:64 (hostcase: the validator must answer false for this row named No capitals, and the Library host part is an entity name, rules 2a, 2b and 5; uniform sample of 22 of 87)
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
