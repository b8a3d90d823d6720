// Package tfexec holds cases rewritten from github.com/hashicorp/terraform-exec.
package tfexec

import (
	"errors"
	"strings"
)

// ParsePlaintextVersionOutput returns the first line of "terraform version" output.
func ParsePlaintextVersionOutput(stdout string) (string, error) {
	for _, line := range strings.Split(strings.TrimSpace(stdout), "\n") {
		if strings.HasPrefix(line, "Terraform v") {
			return strings.TrimPrefix(line, "Terraform v"), nil
		}
	}
	return "", errors.New("unable to find version")
}

// SchemaAttribute mirrors tfjson.SchemaAttribute.
type SchemaAttribute struct {
	Description string
	Computed    bool
}
