package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os/exec"
	"slices"
	"strings"
)

// doorFlagSets are the configurations -doors compares the command and
// go vet under: the defaults, a declared sink (of no package of the
// corpus: the flag's path through each door is what is tried), and an
// option changed.
var doorFlagSets = [][]string{
	nil,
	{"-sinks=example.invalid/api.Fetch,example.invalid/api.Config.Endpoint"},
	{"-port.tests=false"},
}

// doorsResult is what -doors found in one module under one flag set.
type doorsResult struct {
	module, flags           string
	command, vet            int // distinct findings
	onlyCommand, onlyVet    []string
	commandPanics, vetPanic int
	err                     error
}

// runDoors runs urilint -json and go vet -vettool=urilint -json on each
// module, under each of doorFlagSets, and prints a table of how their
// findings differ; it reports whether all agreed with no panic.
func runDoors(targets []*target, tool string, stdout io.Writer, logf func(string, ...any)) bool {
	var results []doorsResult
	// Each row as it is made: a big module takes minutes a flag set.
	fmt.Fprintf(stdout, "| Module | Flags | urilint | go vet | only urilint | only go vet | panics |\n|---|---|---:|---:|---:|---:|---:|\n")
	for _, t := range targets {
		if t.Err != nil || t.isStd() {
			continue
		}
		for _, flags := range doorFlagSets {
			r := doorsResult{module: t.label(), flags: strings.Join(flags, " ")}
			logf("doors %s %s", t.label(), r.flags)
			cmdArgs := append(append([]string{"-json"}, flags...), "./...")
			status, out, errOut := runTool(t.Dir, targetEnv(t), tool, cmdArgs...)
			r.commandPanics = countPanics(errOut)
			commandSet, err := findingSet(t.Dir, []byte(out))
			if err != nil || status == exitError {
				r.err = fmt.Errorf("urilint: status %d, %w\n%s", status, err, tail(errOut, 5))
			}
			vetArgs := append(append([]string{"vet", "-vettool=" + tool, "-json"}, flags...), "./...")
			cmd := exec.Command("go", vetArgs...)
			cmd.Dir, cmd.Env = t.Dir, targetEnv(t)
			var vetOut bytes.Buffer
			cmd.Stdout, cmd.Stderr = &vetOut, &vetOut
			_ = cmd.Run() // go vet -json exits 0 with findings; a failure shows below
			r.vetPanic = countPanics(vetOut.String())
			vetSet, err := findingSet(t.Dir, vetOut.Bytes())
			if err != nil && r.err == nil {
				r.err = fmt.Errorf("go vet: %w\n%s", err, tail(vetOut.String(), 5))
			}
			r.command, r.vet = len(commandSet), len(vetSet)
			for f := range commandSet {
				if !vetSet[f] {
					r.onlyCommand = append(r.onlyCommand, f)
				}
			}
			for f := range vetSet {
				if !commandSet[f] {
					r.onlyVet = append(r.onlyVet, f)
				}
			}
			slices.Sort(r.onlyCommand)
			slices.Sort(r.onlyVet)
			results = append(results, r)
			fmt.Fprintf(stdout, "| %s | %s | %d | %d | %d | %d | %d |\n", r.module, r.flags, r.command, r.vet, len(r.onlyCommand), len(r.onlyVet), r.commandPanics+r.vetPanic)
		}
	}
	ok := true
	for _, r := range results {
		if r.err != nil || len(r.onlyCommand)+len(r.onlyVet)+r.commandPanics+r.vetPanic > 0 {
			ok = false
		}
	}
	for _, r := range results {
		if r.err != nil {
			fmt.Fprintf(stdout, "\n%s %s: %v\n", r.module, r.flags, r.err)
		}
		for _, f := range r.onlyCommand[:min(5, len(r.onlyCommand))] {
			fmt.Fprintf(stdout, "\n%s %s: only urilint: %s", r.module, r.flags, f)
		}
		for _, f := range r.onlyVet[:min(5, len(r.onlyVet))] {
			fmt.Fprintf(stdout, "\n%s %s: only go vet: %s", r.module, r.flags, f)
		}
	}
	fmt.Fprintln(stdout)
	return ok
}

// findingSet reads the JSON of urilint -json or go vet -json (one tree a
// package, after "#" lines) into a set of "file:line:col: check: message",
// file relative to dir.
func findingSet(dir string, data []byte) (map[string]bool, error) {
	var clean bytes.Buffer
	for line := range bytes.Lines(data) {
		if t := bytes.TrimSpace(line); len(t) > 0 && (t[0] == '{' || t[0] == '}' || t[0] == '"' || t[0] == ']' || t[0] == '[') {
			clean.Write(line)
		}
	}
	set := make(map[string]bool)
	dec := json.NewDecoder(&clean)
	for dec.More() {
		var tree json.RawMessage
		if err := dec.Decode(&tree); err != nil {
			return set, err
		}
		diags, errs, err := parseFindings(tree)
		if err != nil {
			return set, err
		}
		if len(errs) > 0 {
			return set, fmt.Errorf("checks failed: %s", strings.Join(errs, "; "))
		}
		for _, d := range diags {
			set[strings.TrimPrefix(d.Posn, dir+"/")+": "+d.Check+": "+d.Message] = true
		}
	}
	return set, nil
}
