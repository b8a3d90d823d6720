package kuberay

import "testing"

func TestGetSubmitterTemplate(t *testing.T) {
	got := []string{""}
	// Source: github.com/ray-project/kuberay/ray-operator/controllers/ray/rayjob_controller_unit_test.go:173 (syntax: expected shell command line holding --address URLs among words; the string is a command, not a URI)
	want := []string{"if ! ray job status --address http://test-url test-job-id >/dev/null 2>&1 ; then ray job submit --address http://test-url --no-wait --submission-id test-job-id -- echo no quote 'single quote' \"double quote\" ; fi ; ray job logs --address http://test-url --follow test-job-id"} // lookalike
	if len(got) != len(want) {
		t.Fatal("mismatch")
	}
}
