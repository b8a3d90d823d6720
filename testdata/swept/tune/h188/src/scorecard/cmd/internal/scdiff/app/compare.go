// Package app holds rewritten excerpts of scorecard's scdiff compare command.
package app

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
)

var (
	errNumResults    = errors.New("number of results being compared differ")
	errResultsDiffer = errors.New("results differ")
)

// compareReaders compares newline-delimited scorecard JSON results.
func compareReaders(x, y io.Reader, output io.Writer) error {
	xs := bufio.NewScanner(x)
	ys := bufio.NewScanner(y)
	for {
		xok, yok := xs.Scan(), ys.Scan()
		if err := errors.Join(xs.Err(), ys.Err()); err != nil {
			return err
		}
		if xok != yok {
			return errNumResults
		}
		if !xok {
			return nil
		}
		var xr, yr map[string]interface{}
		if err := json.Unmarshal(xs.Bytes(), &xr); err != nil {
			return fmt.Errorf("parsing first result: %w", err)
		}
		if err := json.Unmarshal(ys.Bytes(), &yr); err != nil {
			return fmt.Errorf("parsing second result: %w", err)
		}
		if !reflect.DeepEqual(xr, yr) {
			fmt.Fprintln(output, "results differ")
			return errResultsDiffer
		}
	}
}
