package temporalsdk

import (
	"fmt"
	"io"
	"strings"
)

type worktree struct {
	out     io.Writer
	command func(cmd string) (string, error)
}

func (w worktree) openDraftPR(version string) error {
	out, err := w.command(fmt.Sprintf(`gh pr create --draft --base main --head release --title "Prepare release %s"`, version))
	if err != nil {
		return err
	}
	fmt.Fprintf(w.out, "Draft PR: %s\n", strings.TrimSpace(out))
	return nil
}
