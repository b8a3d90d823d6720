package validator

import "testing"

// Source: github.com/go-playground/validator/v10/validator_test.go:9296 (origin validator table: a default port is accepted, bad forms are rejected)
func TestIsOrigin(t *testing.T) {
	tests := []struct {
		param    string
		expected bool
	}{
		{"https://portal.example.com", true},
		{"https://portal.example.com:443", true},            // lookalike
		{"https:/portal.example.com", false},                // lookalike
		{"https:///dashboard", false},                       // lookalike
		{"https://portal.example.com:65536", false},         // lookalike
		{"https://PORTAL.EXAMPLE.COM", true},                // lookalike
		{"https://admin:hunter2@portal.example.com", false}, // lookalike
	}
	for _, tc := range tests {
		if got := IsOrigin(tc.param); got != tc.expected {
			t.Errorf("IsOrigin(%q) = %v, want %v", tc.param, got, tc.expected)
		}
	}
}

// Source: github.com/go-playground/validator/v10/validator_test.go:15607 (connection-string validator table with user:password hosts lists)
func TestIsMongoURI(t *testing.T) {
	tests := []struct {
		param    string
		expected bool
	}{
		{"mongodb://reporter:r3p0rt@db1.example.com:27017,db2.example.com/sales?replicaSet=rs0", true}, // lookalike
		{"mongodb+srv://reporter:r3p0rt@cluster.example.com/sales", true},                              // lookalike
		{"mongodb://", false},
	}
	for _, tc := range tests {
		if got := IsMongoURI(tc.param); got != tc.expected {
			t.Errorf("IsMongoURI(%q) = %v, want %v", tc.param, got, tc.expected)
		}
	}
}
