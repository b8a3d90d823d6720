// Package finding holds rewritten excerpts of scorecard's finding package.
package finding

import (
	"errors"
	"strings"
)

var errInvalid = errors.New("invalid")

// Outcome is the result of a finding.
type Outcome string

// Outcomes used by the tests.
const (
	OutcomeTrue  Outcome = "True"
	OutcomeFalse Outcome = "False"
)

// RemediationEffort is the effort of a remediation.
type RemediationEffort int

// Efforts used by the tests.
const (
	RemediationEffortLow RemediationEffort = iota + 1
	RemediationEffortHigh
)

// Remediation is the text shown to users on how to fix a finding.
type Remediation struct {
	Text     string
	Markdown string
	Effort   RemediationEffort
}

// Finding is one probe result.
type Finding struct {
	Probe       string
	Outcome     Outcome
	Remediation *Remediation
}

type probe struct {
	ID                 string
	Short              string
	Implementation     string
	Motivation         string
	Remediation        *Remediation
	RemediateOnOutcome Outcome
}

// probeFromBytes is a stand-in for the probe definition YAML parser: the remediation steps become one text.
func probeFromBytes(content []byte, id string) (*probe, error) {
	lines := strings.Split(strings.TrimSpace(string(content)), "\n")
	if len(lines) == 0 || lines[0] != "id: "+id {
		return nil, errInvalid
	}
	return &probe{ID: id, Remediation: &Remediation{Text: strings.Join(lines[1:], "\n")}}, nil
}

// FromBytes builds a finding from a probe definition.
func FromBytes(content []byte, id string) (*Finding, error) {
	p, err := probeFromBytes(content, id)
	if err != nil {
		return nil, err
	}
	return &Finding{Probe: p.ID, Outcome: OutcomeFalse, Remediation: p.Remediation}, nil
}
