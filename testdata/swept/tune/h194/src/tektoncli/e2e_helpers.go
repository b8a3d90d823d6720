package tektoncli

// Stand-ins for github.com/tektoncd/cli/test/cli (Kubectl and TknRunner run
// the kubectl and tkn binaries) and github.com/tektoncd/cli/test/helper.

import (
	"os/exec"
	"path/filepath"
	"testing"
)

// Kubectl runs kubectl in a namespace.
type Kubectl struct {
	namespace string
}

// NewKubectl returns a Kubectl for namespace.
func NewKubectl(namespace string) Kubectl {
	return Kubectl{namespace: namespace}
}

// MustSucceed runs kubectl with args and fails the test on error.
func (k Kubectl) MustSucceed(t *testing.T, args ...string) string {
	out, err := exec.Command("kubectl", append([]string{"-n", k.namespace}, args...)...).CombinedOutput()
	if err != nil {
		t.Fatalf("kubectl %v: %v: %s", args, err, out)
	}
	return string(out)
}

// TknRunner runs tkn in a namespace.
type TknRunner struct {
	namespace string
}

// MustSucceed runs tkn with args and fails the test on error.
func (r TknRunner) MustSucceed(t *testing.T, args ...string) string {
	out, err := exec.Command("tkn", append(args, "-n", r.namespace)...).CombinedOutput()
	if err != nil {
		t.Fatalf("tkn %v: %v: %s", args, err, out)
	}
	return string(out)
}

// GetResourcePath returns the path of a file under test/resources.
func GetResourcePath(elem ...string) string {
	return filepath.Join(append([]string{"..", "resources"}, elem...)...)
}
