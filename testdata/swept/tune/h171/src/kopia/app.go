// Package kopia rewrites the URI cases of github.com/kopia/kopia that decide their labels.
package kopia

import (
	"context"
	"fmt"
	"io"
	"log"
	"os"

	"github.com/pkg/errors"
)

// App is the kopia command-line application.
type App struct {
	DangerousCommands string
	stderrWriter      io.Writer
}

func (c *App) exitWithError(err error) { log.Fatal(err) }

func (c *App) repositoryConfigFileName() string { return "repository.config" }

func (c *App) dangerousCommand() {
	if c.DangerousCommands != "enabled" {
		// Source: github.com/kopia/kopia/cli/app.go:621 (syntax: a documentation link inside a warning text printed to stderr, joined to words around it; prose by rule 4)
		_, _ = fmt.Fprintf(c.stderrWriter, "\nThis command is dangerous, it can corrupt the repository and result in data loss.\n\nRunning this command is not needed for using Kopia. Instead, rely on periodic repository maintenance. See https://kopia.io/docs/advanced/maintenance/ for more information.\nTo run this command despite the warning, set --dangerous-commands=enabled\n\n") // lookalike

		c.exitWithError(errors.New("dangerous commands are disabled"))
	}
}

// maintenanceParams stands in for maintenance.Params.
type maintenanceParams struct {
	QuickInterval, FullInterval string
	Owner                       string
}

func logMaintenanceNotice(ctx context.Context, p maintenanceParams) {
	// Source: github.com/kopia/kopia/cli/auto_upgrade.go:46 (syntax: a documentation link inside a log notice joined to words around it; prose by rule 4)
	log.Printf("\nNOTE: Kopia will perform quick maintenance of the repository automatically every %v\nand full maintenance every %v when running as %v.\n\nSee https://kopia.io/docs/advanced/maintenance/ for more information.\n", p.QuickInterval, p.FullInterval, p.Owner) // lookalike
}

func (c *App) openRepository(ctx context.Context, required bool) error {
	if _, err := os.Stat(c.repositoryConfigFileName()); os.IsNotExist(err) {
		if !required {
			return nil
		}

		// Source: github.com/kopia/kopia/cli/config.go:48 (syntax: a documentation link at the end of an error message; prose by rule 4)
		return errors.New("repository is not connected. See https://kopia.io/docs/repositories/") // lookalike
	}

	return nil
}
