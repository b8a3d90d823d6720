package elastic

import "testing"

// Source: github.com/olivere/elastic/v7/uritemplates/utils_test.go:30 (table of the template expander: template and its expected expansion)
func TestExpand(t *testing.T) {
	tests := []struct {
		tmpl   string
		values map[string]string
		want   string
	}{
		{"http://www.example.com/{bucket}/delete", map[string]string{"bucket": "red/blue"}, "http://www.example.com/red%2Fblue/delete"},         // lookalike
		{"http://www.example.com/{bucket}/delete", map[string]string{"bucket": "red or blue"}, "http://www.example.com/red%20or%20blue/delete"}, // lookalike
	}
	for _, tt := range tests {
		if got := Expand(tt.tmpl, tt.values); got != tt.want {
			t.Errorf("got %q want %q", got, tt.want)
		}
	}
}
