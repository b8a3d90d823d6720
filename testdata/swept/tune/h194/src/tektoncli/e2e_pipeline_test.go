package tektoncli

// Rewritten from github.com/tektoncd/cli/test/e2e/pipeline/pipeline_test.go
// (built with the e2e tag in the source): tkn is run with a --workspace flag
// naming a local volumeClaimTemplate file.

import "testing"

func TestPipelinesE2E(t *testing.T) {
	tkn := TknRunner{namespace: "tkn-e2e"}
	t.Run("Start PipelineRun with --workspace and volumeClaimTemplate", func(t *testing.T) {
		tkn.MustSucceed(t, "pipeline", "start", "pipeline-with-workspace",
			// Source: github.com/tektoncd/cli/test/e2e/pipeline/pipeline_test.go:268 (escaper: a command-line flag whose value is a workspace spec with a local file path, not a URI; uniform sample 2 of 8 flag joins)
			"--workspace=name=ws,volumeClaimTemplateFile="+GetResourcePath("pvc.yaml"), // lookalike
			"--showlog")
	})
}
