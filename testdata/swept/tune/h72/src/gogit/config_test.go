package gogit

import "testing"

func TestConfigMarshal(t *testing.T) {
	cfg := NewConfig()
	// Source: github.com/go-git/go-git/v5/config/config_test.go:170 (credentials: user-name-only ssh URI used as an insteadOf key, no password.)
	u := &URL{Name: "ssh://git@github.com/", InsteadOf: "https://github.com/"} // lookalike
	cfg.URLs[u.Name] = u
	if len(cfg.URLs) != 1 {
		t.Fatal("no url rule")
	}
}

func TestURLMarshal(t *testing.T) {
	cfg := NewConfig()
	// Source: github.com/go-git/go-git/v5/config/url_test.go:30 (credentials: user-name-only ssh URI used as an insteadOf key, no password.)
	rule := &URL{Name: "ssh://git@github.com/", InsteadOf: "https://github.com/"} // lookalike
	cfg.URLs[rule.Name] = rule
	if cfg.URLs[rule.Name].InsteadOf == "" {
		t.Fatal("no insteadOf")
	}
}
