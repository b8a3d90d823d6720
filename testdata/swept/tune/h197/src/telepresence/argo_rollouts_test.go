package telepresence

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"os"
	"runtime"
	"testing"

	"github.com/datawire/dlib/dlog"
)

func downloadKubectlArgoRollouts(ctx context.Context, arExe string) error {
	du := fmt.Sprintf(
		// Source: github.com/telepresenceio/telepresence/v2/integration_test/argo_rollouts_test.go:56 (syntax: a release download template whose %s holes take GOOS and GOARCH, a valid https URL once filled; a template is judged as the URI it becomes when filled, by the closing note of the rules)
		"https://github.com/argoproj/argo-rollouts/releases/latest/download/kubectl-argo-rollouts-%s-%s", // lookalike
		runtime.GOOS, runtime.GOARCH)
	dlog.Infof(ctx, "Downloading %s", du)
	resp, err := http.Get(du)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("expected status 200 OK, got %v", resp.Status)
	}
	f, err := os.OpenFile(arExe, os.O_WRONLY|os.O_CREATE, 0o755)
	if err != nil {
		return err
	}
	defer f.Close()
	_, err = io.Copy(f, resp.Body)
	return err
}

func Test_SuccessfullyInterceptsArgoRollout(t *testing.T) {
	arExe := t.TempDir() + "/kubectl-argo-rollouts"
	if err := downloadKubectlArgoRollouts(context.Background(), arExe); err != nil {
		t.Fatal(err)
	}
}
