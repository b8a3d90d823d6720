package tfbridge

import (
	"strings"
	"testing"
)

func turnaround(t *testing.T, src string) {
	t.Helper()
	if strings.TrimSpace(src) != src {
		t.Errorf("%q changed", src)
	}
}

func TestParseTextSeq(t *testing.T) {
	// Source: github.com/pulumi/pulumi-terraform-bridge/v3/pkg/tfgen/parse_markdown_test.go:34 (plainhttp: a Markdown link in text that is parsed and printed back, no request is made; sample of 13 of 92 candidates)
	turnaround(t, "[link](http://pulumi.com)") // lookalike
}

func TestReformatText(t *testing.T) {
	tests := []struct {
		name  string
		input string
	}{
		{
			name: "No changes on valid links",
			// Source: github.com/pulumi/pulumi-terraform-bridge/v3/pkg/tfgen/docs_test.go:54 (plainhttp: a Markdown link in documentation text given to the doc converter, no request is made; sample of 13 of 92 candidates)
			input: "The DNS name for the given subnet/AZ per [documented convention](http://docs.aws.amazon.com/efs/latest/ug/mounting-fs-mount-cmd-dns-name.html).", // lookalike
		},
	}
	for _, tt := range tests {
		if tt.input == "" {
			t.Error(tt.name)
		}
	}
}

func TestFixupImports(t *testing.T) {
	lines := []string{
		// Source: github.com/pulumi/pulumi-terraform-bridge/v3/pkg/tfgen/docs_test.go:1010 (percent: uppercase escapes of reserved characters of a nested URL in a query value are canonical; sample of 13 of 92 candidates)
		`  <a href="https://console.cloud.google.com/cloudshell/open?cloudshell_git_repo=https%3A%2F%2Fgithub.com%2Fterraform-google-modules%2Fdocs-examples.git&cloudshell_print=.%2Fmotd" target="_blank">`, // lookalike
	}
	if len(lines) != 1 {
		t.Fatal(lines)
	}
}

func replaySequence(t *testing.T, jsonLog string) {
	t.Helper()
	if !strings.Contains(jsonLog, "method") {
		t.Fatal("bad log")
	}
}

func TestTypeCheckError(t *testing.T) {
	// Source: github.com/pulumi/pulumi-terraform-bridge/v3/pkg/tfbridge/tests/provider_test.go:332 (plainhttp: a localhost endpoint of a local AWS emulator in replayed provider config, no public host; sample of 13 of 92 candidates)
	replaySequence(t, `[{"method": "/pulumirpc.ResourceProvider/CheckConfig", "request": {"news": {"endpoints": "[{\"wxyz\":\"http://localhost:4566\"}]"}}}]`) // lookalike
}

func TestToleratePluginDownloadURL(t *testing.T) {
	// Source: github.com/pulumi/pulumi-terraform-bridge/v3/pkg/pf/tests/provider_checkconfig_test.go:461 (sink: a plugin download location in Pulumi's github scheme that CheckConfig only echoes back, nothing fetches it here; sample of 13 of 92 candidates)
	replaySequence(t, `{"method": "/pulumirpc.ResourceProvider/CheckConfig", "request": {"news": {"pluginDownloadURL": "github://api.github.com/Authress/pulumi-authress"}}}`) // lookalike
}

func TestGenerateSchema(t *testing.T) {
	for _, pkg := range []string{"random"} {
		var provInfo ProviderInfo
		// Source: github.com/pulumi/pulumi-terraform-bridge/v3/pkg/tfgen/generate_test.go:169 (escaper: the package name from a file name is a name, and raw names are look-alikes; sample of 13 of 92 candidates)
		provInfo.Repository = "https://github.com/pulumi/pulumi-" + pkg // lookalike
		if provInfo.Repository == "" {
			t.Fatal(pkg)
		}
	}
}

func TestPuWrite(t *testing.T) {
	// Source: github.com/pulumi/pulumi-terraform-bridge/v3/pkg/internal/tests/cross-tests/puwrite_test.go:35 (hostform: Pulumi's file backend reads everything after the scheme as a local path, so the dot is a relative directory, not a host; sample of 13 of 92 candidates)
	expect := "backend:\n    url: file://./data\nname: project\nruntime: yaml\n" // lookalike
	if !strings.Contains(expect, "backend") {
		t.Fatal(expect)
	}
}
