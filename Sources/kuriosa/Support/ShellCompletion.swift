import Foundation

/// Completion scripts for bash, zsh and fish, made from the commands' tables: command names,
/// each command's options, the values of choice options, files and folders for the options
/// that name them, and the actions of commands that have some (`previews refresh`).
enum ShellCompletion {
    /// The words the argument at the action position may be; `help` takes command names.
    static func actions(_ table: CommandTable, _ all: [CommandTable]) -> [String] {
        table.name == "help" ? all.map(\.name) : table.actions
    }

    static func optionWords(_ table: CommandTable) -> [String] {
        table.options.flatMap { o in (o.short.map { ["-\($0)"] } ?? []) + ["--" + o.name] } + ["--help"]
    }

    static func valuedWords(_ option: Option) -> [String] { (option.short.map { ["-\($0)"] } ?? []) + ["--" + option.name] }

    /// The first sentence of the help, short enough for a completion menu.
    static func describe(_ text: String) -> String {
        var s = text.split(separator: ";").first.map(String.init) ?? text
        s = s.replacingOccurrences(of: "\n", with: " ")
        if s.count > 70 { s = String(s.prefix(69)) + "…" }
        return s
    }

    static func quoted(_ s: String) -> String { "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'" }

    // MARK: bash

    static func bash(_ tables: [CommandTable]) -> String {
        var s = """
        # bash completion for kuriosa, made by 'kuriosa completions bash' from the commands' tables.
        # The library's own export templates (IDs) for --template, only when a key is in the
        # environment: the library is the word after the command.
        _kuriosa_own_templates() {
            [[ -n "$KURIOSA_RECOVERY_KEY$KURIOSA_PASSPHRASE" && "${COMP_WORDS[2]}" != -* ]] || return 0
            "${COMP_WORDS[0]}" export-templates "${COMP_WORDS[2]}" list </dev/null 2>/dev/null | awk '$1 ~ /^custom[.]/ {print $1}'
        }
        _kuriosa() {
            local cur="${COMP_WORDS[COMP_CWORD]}" prev="" valued="" actions="" at=0 i w n=0 skip=0
            (( COMP_CWORD > 0 )) && prev="${COMP_WORDS[COMP_CWORD-1]}"
            COMPREPLY=()
            if (( COMP_CWORD == 1 )); then
                COMPREPLY=( $(compgen -W \(quoted((tables.map(\.name) + ["--help", "--version"]).joined(separator: " "))) -- "$cur") )
                return 0
            fi
            case "${COMP_WORDS[1]}" in

        """
        for table in tables {
            let valued = table.options.filter(\.takesValue)
            s += "    \(table.name))\n"
            if !valued.isEmpty {
                s += "        case \"$prev\" in\n"
                for option in valued {
                    let pattern = valuedWords(option).joined(separator: "|")
                    switch (option.choices.isEmpty, option.completion) {
                    case (false, _): s += "            \(pattern)) COMPREPLY=( $(compgen -W \(quoted(option.choices.joined(separator: " "))) -- \"$cur\") ); return 0 ;;\n"
                    case (true, .file): s += "            \(pattern)) COMPREPLY=( $(compgen -f -- \"$cur\") ); return 0 ;;\n"
                    case (true, .directory): s += "            \(pattern)) COMPREPLY=( $(compgen -d -- \"$cur\") ); return 0 ;;\n"
                    case (true, .none): s += "            \(pattern)) return 0 ;;\n"
                    case (true, .words(let words, let files)):
                        s += "            \(pattern)) COMPREPLY=( $(compgen -W \(quoted(words.joined(separator: " "))) -- \"$cur\")"
                            + (files ? " $(compgen -f -- \"$cur\")" : "") + " ); return 0 ;;\n"
                    case (true, .exportTemplates(let builtins)):
                        s += "            \(pattern)) COMPREPLY=( $(compgen -W \"\(builtins.joined(separator: " ")) $(_kuriosa_own_templates)\" -- \"$cur\")"
                            + " $(compgen -f -- \"$cur\") ); return 0 ;;\n"
                    }
                }
                s += "        esac\n"
            }
            s += "        valued=\(quoted(valued.flatMap(valuedWords).joined(separator: " ")))\n"
            s += "        actions=\(quoted(actions(table, tables).joined(separator: " "))) at=\(table.actionIndex ?? 0)\n"
            s += "        if [[ \"$cur\" == -* ]]; then\n"
            s += "            COMPREPLY=( $(compgen -W \(quoted(optionWords(table).joined(separator: " "))) -- \"$cur\") ); return 0\n"
            s += "        fi ;;\n"
        }
        s += """
            *) return 0 ;;
            esac
            # Which argument this is, the values of valued options not counted.
            for (( i=2; i<COMP_CWORD; i++ )); do
                w="${COMP_WORDS[i]}"
                if (( skip )); then skip=0; continue; fi
                case "$w" in
                    -*) [[ " $valued " == *" $w "* ]] && skip=1 ;;
                    *) n=$((n+1)) ;;
                esac
            done
            if [[ -n "$actions" ]] && (( n == at )); then
                COMPREPLY=( $(compgen -W "$actions" -- "$cur") )
            else
                COMPREPLY=( $(compgen -f -- "$cur") )
            fi
            return 0
        }
        complete -o filenames -F _kuriosa kuriosa
        """
        return s
    }

    // MARK: zsh

    static func zsh(_ tables: [CommandTable]) -> String {
        var s = """
        #compdef kuriosa
        # zsh completion for kuriosa, made by 'kuriosa completions zsh' from the commands' tables.
        _kuriosa_own_templates() {
          [[ -n $KURIOSA_RECOVERY_KEY$KURIOSA_PASSPHRASE && ${words[3]} != -* ]] || return 0
          ${words[1]} export-templates ${words[3]} list </dev/null 2>/dev/null | awk '$1 ~ /^custom[.]/ {print $1}'
        }
        _kuriosa() {
          local cur=${words[CURRENT]} prev=${words[CURRENT-1]} valued="" actions="" at=0 i n=0 skip=0
          local -a list
          if (( CURRENT == 2 )); then
            list=(\(tables.map { quoted($0.name + ":" + describe($0.summary)) }.joined(separator: " ")))
            _describe 'command' list
            return
          fi
          case ${words[2]} in

        """
        for table in tables {
            let valued = table.options.filter(\.takesValue)
            s += "  (\(table.name))\n"
            if !valued.isEmpty {
                s += "    case $prev in\n"
                for option in valued {
                    let pattern = valuedWords(option).joined(separator: "|")
                    switch (option.choices.isEmpty, option.completion) {
                    case (false, _): s += "      (\(pattern)) compadd -- \(option.choices.map(quoted).joined(separator: " ")); return ;;\n"
                    case (true, .file): s += "      (\(pattern)) _files; return ;;\n"
                    case (true, .directory): s += "      (\(pattern)) _files -/; return ;;\n"
                    case (true, .none): s += "      (\(pattern)) return ;;\n"
                    case (true, .words(let words, let files)):
                        s += "      (\(pattern)) compadd -- \(words.map(quoted).joined(separator: " "))" + (files ? "; _files" : "") + "; return ;;\n"
                    case (true, .exportTemplates(let builtins)):
                        s += "      (\(pattern)) compadd -- \(builtins.map(quoted).joined(separator: " ")) ${(f)\"$(_kuriosa_own_templates)\"}; _files; return ;;\n"
                    }
                }
                s += "    esac\n"
            }
            let described = table.options.map { quoted("--" + $0.name + ":" + describe($0.help)) } + [quoted("--help:print the help")]
            s += "    valued=\(quoted(valued.flatMap(valuedWords).joined(separator: " ")))\n"
            s += "    actions=\(quoted(actions(table, tables).joined(separator: " "))) at=\(table.actionIndex ?? 0)\n"
            s += "    if [[ $cur == -* ]]; then\n"
            s += "      list=(\(described.joined(separator: " ")))\n"
            s += "      _describe 'option' list\n"
            s += "      return\n"
            s += "    fi ;;\n"
        }
        s += """
          (*) return ;;
          esac
          for (( i=3; i<CURRENT; i++ )); do
            if (( skip )); then skip=0; continue; fi
            case ${words[i]} in
              (-*) [[ " $valued " == *" ${words[i]} "* ]] && skip=1 ;;
              (*) (( n++ )) ;;
            esac
          done
          if [[ -n $actions ]] && (( n == at )); then
            compadd -- ${=actions}
          else
            _files
          fi
        }
        if [[ "${funcstack[1]}" == "_kuriosa" ]]; then _kuriosa "$@"; else compdef _kuriosa kuriosa; fi
        """
        return s
    }

    // MARK: fish

    static func fish(_ tables: [CommandTable]) -> String {
        var s = "# fish completion for kuriosa, made by 'kuriosa completions fish' from the commands' tables.\n"
        s += "complete -c kuriosa -f\n"
        s += """
        function __kuriosa_own_templates
            set -q KURIOSA_RECOVERY_KEY; or set -q KURIOSA_PASSPHRASE; or return
            set -l words (commandline -opc)
            test (count $words) -ge 3; or return
            string match -q -- '-*' $words[3]; and return
            $words[1] export-templates $words[3] list </dev/null 2>/dev/null | string match -r '^custom[.]\\S+'
        end

        """
        for table in tables {
            s += "complete -c kuriosa -n __fish_use_subcommand -a \(table.name) -d \(quoted(describe(table.summary)))\n"
        }
        for table in tables {
            let when = "__fish_seen_subcommand_from \(table.name)"
            s += "complete -c kuriosa -n \(quoted(when)) -F\n"
            let words = actions(table, tables)
            if !words.isEmpty {
                s += "complete -c kuriosa -n \(quoted(when + "; and not __fish_seen_subcommand_from " + words.joined(separator: " ")))"
                    + " -a \(quoted(words.joined(separator: " ")))\n"
            }
            for option in table.options {
                var line = "complete -c kuriosa -n \(quoted(when)) -l \(option.name)"
                if let short = option.short { line += " -s \(short)" }
                if !option.choices.isEmpty {
                    line += " -x -a \(quoted(option.choices.joined(separator: " ")))"
                } else if option.takesValue {
                    switch option.completion {
                    case .file: line += " -r -F"
                    case .directory: line += " -x -a '(__fish_complete_directories)'"
                    case .none: line += " -x"
                    case .words(let words, let files): line += (files ? " -r -F" : " -x") + " -a \(quoted(words.joined(separator: " ")))"
                    case .exportTemplates(let builtins): line += " -r -F -a \(quoted(builtins.joined(separator: " ") + " (__kuriosa_own_templates)"))"
                    }
                }
                s += line + " -d \(quoted(describe(option.help)))\n"
            }
        }
        return String(s.dropLast())
    }
}
