// Package cli holds cases rewritten from github.com/urfave/cli/v3.
package cli

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"runtime"
)

func runCmd(ctx context.Context, args ...string) error {
	return exec.CommandContext(ctx, args[0], args[1:]...).Run()
}

func downloadFile(src, dest string) error {
	req, err := http.NewRequest(http.MethodGet, src, nil)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	out, err := os.Create(dest)
	if err != nil {
		return err
	}
	defer out.Close()
	_, err = io.Copy(out, resp.Body)
	return err
}

func ensureGfmrun(gfmrunVersion, gfmrunExe string) error {
	// Source: github.com/urfave/cli/v3/scripts/build.go:574 (syntax: the percent signs are indexed Sprintf verbs filled with a version and GOOS and GOARCH, not percent-escapes.)
	gfmrunURL, err := url.Parse(
		fmt.Sprintf(
			"https://github.com/urfave/gfmrun/releases/download/%[1]s/gfmrun-%[2]s-%[3]s-%[1]s", // lookalike
			gfmrunVersion, runtime.GOOS, runtime.GOARCH,
		),
	)
	if err != nil {
		return err
	}
	return downloadFile(gfmrunURL.String(), gfmrunExe)
}

func setMkdocsRemote(ctx context.Context, ghToken string) error {
	// Source: github.com/urfave/cli/v3/scripts/build.go:620 (credentials: the userinfo password is a format verb filled from a token flag, a placeholder under rule 3, and a raw token is only an escaper look-alike.)
	return runCmd(
		ctx,
		"git", "remote", "add", "origin",
		fmt.Sprintf("https://x-access-token:%[1]s@github.com/urfave/cli.git", ghToken), // lookalike
	)
}
