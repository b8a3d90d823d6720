package pgexporter

import "testing"

// Source: github.com/prometheus-community/postgres_exporter/config/dsn_test.go:178 (the input of the package's DSN parser, whose parsed password the test compares)
func TestDSNFromString(t *testing.T) {
	tests := []struct {
		name  string
		input string
		want  DSN
	}{
		{
			name:  "URL with user and password",
			input: "postgresql://user:s3cret@db.example.com:5432/tsdb", // lookalike
			want:  DSN{scheme: "postgresql", host: "db.example.com:5432", path: "/tsdb", username: "user", password: "s3cret"},
		},
	}
	for _, tt := range tests {
		got, err := dsnFromString(tt.input)
		if err != nil || got != tt.want {
			t.Errorf("%s: got %+v, %v", tt.name, got, err)
		}
	}
}
