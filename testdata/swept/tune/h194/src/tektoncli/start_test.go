package tektoncli

// Rewritten from github.com/tektoncd/cli/pkg/cmd/pipeline/start_test.go: the
// pipeline start command is run with --use-pipelinerun naming a PipelineRun.

import "testing"

// executeCommand stands in for test.ExecuteCommand, which runs a cobra command with args.
func executeCommand(args ...string) (string, error) {
	return "", nil
}

func Test_start_pipeline_use_pipelinerun_v1beta1(t *testing.T) {
	pipelineName := "test-pipeline"
	theonename := "test-pipeline-run-be-the-one"
	// Source: github.com/tektoncd/cli/pkg/cmd/pipeline/start_test.go:2033 (escaper: a command-line flag --use-pipelinerun=NAME naming a PipelineRun, not a URI; uniform sample 1 of 8 flag joins)
	_, _ = executeCommand("start", pipelineName, "--use-pipelinerun="+theonename, "-n", "ns") // lookalike
}
