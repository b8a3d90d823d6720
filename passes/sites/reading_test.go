package sites

import "testing"

func TestHostLen(t *testing.T) {
	tests := []struct {
		hostport string
		want     int // -1 when not a host[:port]
	}{
		{"example.com", 11},
		{"example.com:80", 11},
		{"example.com:", 11},
		{"[::1]:8080", 5},
		{"[::1]", 5},
		{"", 0},
		{":443", 0},
		{"[::1", -1},
		{"[::1]x", -1},
		{"h:x", -1},
		{"h:1:2", -1},
	}
	for _, tt := range tests {
		n, ok := hostLen(tt.hostport)
		if !ok {
			n = -1
		}
		if n != tt.want {
			t.Errorf("hostLen(%q) = %d, want %d", tt.hostport, n, tt.want)
		}
	}
}
