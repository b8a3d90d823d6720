package golangci_test

import (
	"strings"
	"testing"

	"github.com/golangci/plugin-module-register/register"

	"github.com/urilint/urilint/analyzer"
	_ "github.com/urilint/urilint/analyzer/golangci"
)

// settings decodes YAML-like settings as golangci-lint hands them over.
func build(t *testing.T, settings any) ([]string, error) {
	t.Helper()
	newPlugin, err := register.GetPlugin("urilint")
	if err != nil {
		t.Fatal(err)
	}
	p, err := newPlugin(settings)
	if err != nil {
		return nil, err
	}
	if mode := p.GetLoadMode(); mode != register.LoadModeTypesInfo {
		t.Errorf("load mode = %q, want %q", mode, register.LoadModeTypesInfo)
	}
	as, err := p.BuildAnalyzers()
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, a := range as {
		names = append(names, a.Name)
	}
	return names, nil
}

func TestSettings(t *testing.T) {
	all, err := build(t, nil)
	if err != nil {
		t.Fatal(err)
	}
	var defaults []string
	for _, c := range analyzer.Checks() {
		if c.Default() {
			defaults = append(defaults, c.Name)
		}
	}
	if strings.Join(all, ",") != strings.Join(defaults, ",") {
		t.Errorf("no settings: %v, want every default check %v", all, defaults)
	}
	got, err := build(t, map[string]any{
		"disable": []any{"hostcase"},
		"options": map[string]any{"schemecase": map[string]any{"tests": false}},
	})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(strings.Join(got, ","), "hostcase") || len(got) != len(all)-1 {
		t.Errorf("disable hostcase: got %v", got)
	}
	got, err = build(t, map[string]any{"disable-all": true, "enable": []any{"port"}})
	if err != nil || strings.Join(got, ",") != "port" {
		t.Errorf("disable-all, enable port: got %v, %v", got, err)
	}
	got, err = build(t, map[string]any{"sinks": []any{"example.com/api.Fetch#1", "(example.com/api.Getter).Get:reference, example.com/api.Config.Endpoint"}})
	if err != nil || len(got) != len(all) {
		t.Errorf("sinks: got %v, %v", got, err)
	}
}

func TestSettingsErrors(t *testing.T) {
	for _, tt := range []struct {
		settings any
		want     string
	}{
		{map[string]any{"disabled": []any{"port"}}, `unknown field "disabled"`},
		{map[string]any{"enable": []any{"prot"}}, `unknown check "prot"`},
		{map[string]any{"options": map[string]any{"port": map[string]any{"test": true}}}, `unknown option "test" of check port`},
		{map[string]any{"enable": "port"}, "cannot unmarshal"},
		{map[string]any{"sinks": []any{"Fetch#1"}}, `sinks: sink "Fetch#1": no package path`},
		{map[string]any{"sinks": "example.com/api.Fetch"}, "cannot unmarshal"},
	} {
		if _, err := build(t, tt.settings); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("settings %v: error %v, want %q", tt.settings, err, tt.want)
		}
	}
}
